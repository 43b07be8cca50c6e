import useSWRMutation from 'swr/mutation';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { toLoginOutcome, type LoginOutcome } from '../../../lib/login-answer';

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

/**
 * ACC-08: sets the new password; the answer, typed by the API contract (decision 0058), is a login
 * (every other session has ended). Sent as a form (spec 001 §12: "POST /api/v2/password/reset as
 * form"), field by field as the spec names them.
 */
async function resetPassword(client: ApiClient, input: ResetPasswordInput): Promise<LoginOutcome> {
  const body = new FormData();
  for (const [name, value] of Object.entries(input)) body.append(name, value);
  return toLoginOutcome(await client.request(resetPasswordKey, { method: 'POST', body }));
}

export function useResetPassword() {
  const client = useApiClient();
  return useSWRMutation(resetPasswordKey, (_key: string, { arg }: { arg: ResetPasswordInput }) =>
    resetPassword(client, arg),
  );
}
