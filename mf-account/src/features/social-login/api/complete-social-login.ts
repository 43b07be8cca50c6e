import useSWRMutation from 'swr/mutation';
import * as v from 'valibot';
import { getErrorMessage, useApiClient, type ApiClient, type PendingComment } from '@tribune/shared';
import { toLoginOutcome, type LoginOutcome } from '../../../lib/login-answer';

/**
 * The comment a guest started before the redirect (the shape of shared's PendingComment). It comes back
 * as text the contract types only as a string, so it is checked at run time.
 */
const pendingCommentSchema = v.object({
  comment_text: v.string(),
  resource_id: v.string(),
  resource_type: v.string(),
  reply_to: v.nullable(v.number()),
});

interface CompleteSocialLoginInput {
  provider: string;
  code: string;
  state: string;
}

interface SocialLoginOutcome extends LoginOutcome {
  /** ACC-10: the pending comment to restore, validated; null when there was none or it is unusable. */
  pendingComment: PendingComment | null;
}

function completeSocialLoginPath(provider: string) {
  return `/api/v2/login/${encodeURIComponent(provider)}`;
}

/**
 * redirect_data went out as the JSON text of the pending comment and comes back as that text. It came
 * through a third party's round trip, so it is parsed and checked.
 */
function readPendingComment(redirectData: string | null): PendingComment | null {
  if (redirectData === null || redirectData === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(redirectData);
  } catch (error) {
    console.error(`[mf_account] social login: redirect_data is not JSON: ${getErrorMessage(error)}`);
    return null;
  }
  const parsed = v.safeParse(pendingCommentSchema, value);
  if (!parsed.success) {
    console.error('[mf_account] social login: redirect_data is not a pending comment; it is dropped');
    return null;
  }
  return parsed.output;
}

/**
 * ACC-03: the server exchanges the code (with its PKCE verifier) and answers with a login, typed by the
 * API contract (decision 0058), whose metaData also hands back the `redirect_data` sent before the
 * redirect (the text sent, or null when none was).
 */
async function completeSocialLogin(
  client: ApiClient,
  { provider, code, state }: CompleteSocialLoginInput,
): Promise<SocialLoginOutcome> {
  const answer = await client.request(`/api/v2/login/${encodeURIComponent(provider)}`, {
    method: 'POST',
    body: { code, state },
  });
  return { ...toLoginOutcome(answer), pendingComment: readPendingComment(answer.metaData.redirect_data) };
}

export function useCompleteSocialLogin(provider: string) {
  const client = useApiClient();
  return useSWRMutation(
    completeSocialLoginPath(provider),
    (_key: string, { arg }: { arg: Omit<CompleteSocialLoginInput, 'provider'> }) =>
      completeSocialLogin(client, { provider, ...arg }),
  );
}
