import useSWRImmutable from 'swr/immutable';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';

/** ACC-03: the tenant's configured OAuth 2 / OpenID providers (`name` goes in the URLs, `label` on the button). */
export const loginProvidersSchema = z.object({ data: z.array(z.object({ name: z.string(), label: z.string() })) });
export type LoginProvider = z.infer<typeof loginProvidersSchema>['data'][number];

const loginProvidersKey = '/api/v2/login/providers';
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _LoginProvidersFollowTheApi = AcceptsApi<
  z.input<typeof loginProvidersSchema>,
  ApiResponse<typeof loginProvidersKey, 'get'>
>;

async function listProviders(client: ApiClient): Promise<LoginProvider[]> {
  const { data } = await client.request(loginProvidersKey, loginProvidersSchema);
  return data;
}

/** Fetched once per page: the list only changes when an operator changes the tenant's settings. */
export function useListProviders() {
  const client = useApiClient();
  return useSWRImmutable(loginProvidersKey, () => listProviders(client));
}
