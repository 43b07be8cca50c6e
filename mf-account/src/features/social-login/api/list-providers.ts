import useSWRImmutable from 'swr/immutable';
import { useApiClient, type ApiClient, type ApiResponse } from '@tribune/shared';

const loginProvidersKey = '/api/v2/login/providers';

/**
 * ACC-03: the tenant's configured OAuth 2 / OpenID providers (`name` goes in the URLs, `label` on the
 * button), typed by the API contract (decision 0058).
 */
export type LoginProvider = ApiResponse<typeof loginProvidersKey, 'get'>['data'][number];

async function listProviders(client: ApiClient): Promise<LoginProvider[]> {
  const { data } = await client.request(loginProvidersKey);
  return data;
}

/** Fetched once per page: the list only changes when an operator changes the tenant's settings. */
export function useListProviders() {
  const client = useApiClient();
  return useSWRImmutable(loginProvidersKey, () => listProviders(client));
}
