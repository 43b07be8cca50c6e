import useSWRMutation from 'swr/mutation';
import { useApiClient, type ApiClient, type ApiResponse, type PendingComment } from '@tribune/shared';

/** The provider's authorisation URL and the `state` of the login, typed by the API contract (decision 0058). */
type SocialLoginRedirect = ApiResponse<'/api/v2/login/{provider}/redirect', 'post'>['data'];

interface StartSocialLoginInput {
  provider: string;
  /** ACC-10 / CMT-08: the comment a guest started; the server hands it back after the round trip. */
  pendingComment: PendingComment | null;
}

function startSocialLoginPath(provider: string) {
  return `/api/v2/login/${encodeURIComponent(provider)}/redirect`;
}

/**
 * ACC-03: asks the API for the provider's authorisation URL (it keeps the PKCE verifier) and the `state`
 * the browser compares on the way back. The URL is where the browser goes next, so only http(s) passes.
 */
async function startSocialLogin(
  client: ApiClient,
  { provider, pendingComment }: StartSocialLoginInput,
): Promise<SocialLoginRedirect> {
  const { data } = await client.request(`/api/v2/login/${encodeURIComponent(provider)}/redirect`, {
    method: 'POST',
    body: pendingComment ? { redirect_data: JSON.stringify(pendingComment) } : {},
  });
  if (!isHttpUrl(data.url))
    throw new Error(`Unexpected answer from ${startSocialLoginPath(provider)}: url is not an http(s) URL`);
  return data;
}

export function useStartSocialLogin() {
  const client = useApiClient();
  return useSWRMutation('/api/v2/login/redirect', (_key: string, { arg }: { arg: StartSocialLoginInput }) =>
    startSocialLogin(client, arg),
  );
}

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
