import useSWRMutation from 'swr/mutation';
import type { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';
import { loginAnswerSchema, toLoginOutcome, type LoginOutcome } from '../../../lib/login-answer';

/** ACC-08: the reset form's fields, as the spec names them. `token` is the link's token. */
interface ResetPasswordInput {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
  /** The CSRF token from GET /refresh-token, matched against its cookie. */
  _token: string;
}

const resetPasswordKey = '/api/v2/password/reset';
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _ResetPasswordAnswerFollowsTheApi = AcceptsApi<
  z.input<typeof loginAnswerSchema>,
  ApiResponse<typeof resetPasswordKey, 'post'>
>;

/**
 * ACC-08: sets the new password; the answer is a login (every other session has ended). Sent as a form
 * (spec 001 §12: "POST /api/v2/password/reset as form"), field by field as the spec names them.
 */
async function resetPassword(client: ApiClient, input: ResetPasswordInput): Promise<LoginOutcome> {
  const body = new FormData();
  for (const [name, value] of Object.entries(input)) body.append(name, value);
  return toLoginOutcome(await client.request(resetPasswordKey, loginAnswerSchema, { method: 'POST', body }));
}

export function useResetPassword() {
  const client = useApiClient();
  return useSWRMutation(resetPasswordKey, (_key: string, { arg }: { arg: ResetPasswordInput }) =>
    resetPassword(client, arg),
  );
}
