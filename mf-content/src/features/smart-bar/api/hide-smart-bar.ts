import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';

/** `{token}`, not the usual `{data}`: the answer of GET /refresh-token (ACC-08), which also sets its cookie. */
const csrfTokenSchema = z.object({ token: z.string().check(z.minLength(1)) });
const csrfTokenPath = '/refresh-token';
export type CsrfTokenFollowsTheApi = AcceptsApi<
  z.input<typeof csrfTokenSchema>,
  ApiResponse<typeof csrfTokenPath, 'get'>
>;

export const hideSmartBarPath = '/ajax/smart-bar/hide';

/** The header the API reads the CSRF token from on this call. */
export const csrfHeader = 'X-CSRF-TOKEN';

/**
 * POST /ajax/smart-bar/hide with the CSRF header (SB-01): tells the site the viewer closed the bar. A
 * fresh token is fetched first (its answer sets the cookie the header is matched against). The caller
 * has hidden the bar already: the answer changes nothing on the page.
 */
export async function hideSmartBar(client: ApiClient): Promise<void> {
  const { token } = await client.request(csrfTokenPath, csrfTokenSchema);
  await client.send(hideSmartBarPath, { method: 'POST', headers: { [csrfHeader]: token } });
}
