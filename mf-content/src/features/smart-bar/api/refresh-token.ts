import { z } from 'zod/mini';
import type { ApiClient } from '@tribune/shared';

/** `{token}`, not the usual `{data}`: the answer of GET /refresh-token (ACC-08), which also sets its cookie. */
const csrfTokenSchema = z.object({ token: z.string().check(z.minLength(1)) });

/** GET /refresh-token: a fresh CSRF token; its answer sets the cookie the token is matched against. */
export async function refreshToken(client: ApiClient): Promise<string> {
  const { token } = await client.request('/refresh-token', csrfTokenSchema);
  return token;
}
