import useSWRMutation from 'swr/mutation';
import { z } from 'zod/mini';
import { getErrorMessage, loginDataSchema, useApiClient, type ApiClient, type PendingComment } from '@tribune/shared';
import { loginMetaSchema, toLoginOutcome, type LoginOutcome } from '../../../lib/login-answer';

/**
 * ACC-03: the login answer, whose metaData also hands back the `redirect_data` sent before the redirect
 * (the text sent, or null when none was).
 */
const completeSocialLoginSchema = z.object({
  data: loginDataSchema,
  metaData: z.extend(loginMetaSchema, { redirect_data: z.nullable(z.string()) }),
});

/** The comment a guest started before the redirect (the shape of shared's PendingComment). */
const pendingCommentSchema = z.object({
  comment_text: z.string(),
  resource_id: z.string(),
  resource_type: z.string(),
  reply_to: z.nullable(z.number()),
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
  const parsed = pendingCommentSchema.safeParse(value);
  if (!parsed.success) {
    console.error('[mf_account] social login: redirect_data is not a pending comment; it is dropped');
    return null;
  }
  return parsed.data;
}

/** ACC-03: the server exchanges the code (with its PKCE verifier) and answers with a login. */
async function completeSocialLogin(
  client: ApiClient,
  { provider, code, state }: CompleteSocialLoginInput,
): Promise<SocialLoginOutcome> {
  const answer = await client.request(`/api/v2/login/${encodeURIComponent(provider)}`, completeSocialLoginSchema, {
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
