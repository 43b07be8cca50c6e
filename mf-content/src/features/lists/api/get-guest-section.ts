import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useTenant, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';

/**
 * A short invitation the API renders in the tenant's language (React's renderToStaticMarkup, text
 * escaped), with `#login` and `#register` links.
 */
const guestSectionResponseSchema = z.object({ data: z.object({ html: z.string() }) });
export type GuestSectionFollowsTheApi = AcceptsApi<
  z.input<typeof guestSectionResponseSchema>,
  ApiResponse<'/ajax/load-guest-user-section', 'get'>
>;

/** GET /ajax/load-guest-user-section (ART-08). */
export async function getGuestSection(client: ApiClient): Promise<string> {
  const response = await client.request('/ajax/load-guest-user-section', guestSectionResponseSchema);
  return response.data.html;
}

export function guestSectionKey(tenantId: string) {
  return ['mf_content/lists/guest-section', tenantId] as const;
}

/** Loaded only for a guest: `enabled` false (a logged-in reader) asks for nothing. */
export function useGuestSection(enabled: boolean) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  return useSWR<string, unknown>(enabled ? guestSectionKey(tenantId) : null, () => getGuestSection(client));
}
