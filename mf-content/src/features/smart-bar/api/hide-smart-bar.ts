import type { ApiClient } from '@tribune/shared';
import { refreshToken } from './refresh-token';

const hideSmartBarPath = '/ajax/smart-bar/hide';

/** The header the API reads the CSRF token from on this call. */
const csrfHeader = 'X-CSRF-TOKEN';

/**
 * POST /ajax/smart-bar/hide with the CSRF header (SB-01): tells the site the viewer closed the bar. A
 * fresh token is fetched first (its answer sets the cookie the header is matched against). The caller
 * has hidden the bar already: the answer changes nothing on the page.
 */
export async function hideSmartBar(client: ApiClient): Promise<void> {
  const token = await refreshToken(client);
  await client.send(hideSmartBarPath, { method: 'POST', headers: { [csrfHeader]: token } });
}
