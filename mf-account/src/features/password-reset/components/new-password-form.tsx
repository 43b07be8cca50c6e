import { useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSetAtom } from 'jotai';
import { Alert, Button, getErrorMessage, TextField, useApiForm, useHydrated, useSession } from '@tribune/shared';
import { flashMessageAtom } from '../../../lib/flash-message';
import { formText } from '../../../lib/form-text';
import type { LoginOutcome } from '../../../lib/login-answer';
import { useRefreshToken } from '../api/refresh-token';
import { useResetPassword } from '../api/reset-password';

const messages = defineMessages({
  email: {
    id: 'account.new-password.email',
    defaultMessage: 'E-mail address',
    description: 'Label of the reset-password page e-mail field',
  },
  password: {
    id: 'account.new-password.password',
    defaultMessage: 'New password',
    description: 'Label of the reset-password page new password field',
  },
  passwordConfirmation: {
    id: 'account.new-password.password-confirmation',
    defaultMessage: 'Repeat new password',
    description: 'Label of the reset-password page field that repeats the new password',
  },
  submit: {
    id: 'account.new-password.submit',
    defaultMessage: 'Save new password',
    description: 'Submit button of the reset-password page',
  },
  done: {
    id: 'account.new-password.done',
    defaultMessage: 'Your password has been changed. You are logged in.',
    description: 'Shown on the home page after a password reset, when the server sent no message of its own',
  },
  csrfFailed: {
    id: 'account.new-password.csrf-failed',
    defaultMessage: 'The form could not be prepared for sending. Please check your connection and try again.',
    description: 'Alert on the reset-password page when the security token could not be fetched',
  },
});

const fields = ['email', 'password', 'password_confirmation'] as const;

interface NewPasswordFormProps {
  /** The token from the e-mailed link. */
  token: string;
  /** The address from the link's `?email=`, to prefill. */
  email: string;
  /** After the session holds the login, with the answer's notices (ACC-18). */
  onLoggedIn: (outcome: LoginOutcome) => void;
}

/**
 * ACC-08: chooses a new password. Every submit is first stopped: a fresh CSRF token is fetched
 * (GET /refresh-token), put in the hidden `_token` field, and then the form is sent. Success logs in
 * and goes to `/`, where the server's message shows; 422 goes under e-mail and password; anything else
 * (419 for a stale token) shows the server's message.
 */
export function NewPasswordForm({ token, email, onLoggedIn }: NewPasswordFormProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const setFlashMessage = useSetAtom(flashMessageAtom);
  const refreshToken = useRefreshToken();
  const { trigger } = useResetPassword();
  const csrfField = useRef<HTMLInputElement>(null);
  /** The CSRF token could not be fetched: the form is not sent, and says so. */
  const [csrfError, setCsrfError] = useState<string | null>(null);
  const { onSubmit, busy, fieldErrors, formError } = useApiForm({
    fields,
    action: 'password reset',
    submit: async (form) => {
      setCsrfError(null);
      try {
        const csrfToken = await refreshToken();
        if (csrfField.current) csrfField.current.value = csrfToken;
      } catch (error) {
        console.error(`[mf_account] reset password: the CSRF token could not be refreshed: ${getErrorMessage(error)}`);
        setCsrfError(intl.formatMessage(messages.csrfFailed));
        return null;
      }
      return trigger({
        email: formText(form, 'email'),
        token: formText(form, 'token'),
        password: formText(form, 'password'),
        password_confirmation: formText(form, 'password_confirmation'),
        _token: formText(form, '_token'),
      });
    },
    onSuccess: (outcome) => {
      if (outcome === null) return;
      signIn(outcome.data);
      setFlashMessage(outcome.message ?? intl.formatMessage(messages.done));
      onLoggedIn(outcome);
      void navigate('/', { replace: true });
    },
  });

  return (
    // POST, and no submit before hydration: the server's HTML of this page is a real form, and a press
    // before the script took it over would send the new password in the address (a GET) otherwise.
    <form className="auth-form new-password-form" method="post" onSubmit={onSubmit} noValidate>
      {(formError ?? csrfError) ? <Alert tone="danger">{formError ?? csrfError}</Alert> : null}
      {/* No readOnly: HTML allows it on no hidden input (issue 30), and React needs it only on editable ones. */}
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="_token" ref={csrfField} defaultValue="" />
      <TextField
        label={intl.formatMessage(messages.email)}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={email}
        required
        error={fieldErrors.email}
      />
      <TextField
        label={intl.formatMessage(messages.password)}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={fieldErrors.password}
      />
      <TextField
        label={intl.formatMessage(messages.passwordConfirmation)}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        error={fieldErrors.password_confirmation}
      />
      <Button type="submit" busy={busy} disabled={!hydrated} className="auth-form__submit">
        <FormattedMessage {...messages.submit} />
      </Button>
    </form>
  );
}
