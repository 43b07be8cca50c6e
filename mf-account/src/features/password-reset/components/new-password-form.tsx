import { useRef, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSetAtom } from 'jotai';
import { Alert, Button, getErrorMessage, TextField, toFormErrors, useHydrated, useSession } from '@tribune/shared';
import { failureMessage } from '../../../lib/failure-message';
import { flashMessageAtom } from '../../../lib/flash-message';
import { formText } from '../../../lib/form-text';
import type { LoginOutcome } from '../../../lib/login-answer';
import { useGetCsrfToken } from '../api/get-csrf-token';
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
type ResetField = (typeof fields)[number];

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
  const getCsrfToken = useGetCsrfToken();
  const { trigger } = useResetPassword();
  const csrfField = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ResetField, string>>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setBusy(true);
    setFormError(null);
    setFieldErrors({});
    try {
      const csrfToken = await getCsrfToken();
      if (csrfField.current) csrfField.current.value = csrfToken;
    } catch (error) {
      console.error(`[mf_account] reset password: the CSRF token could not be refreshed: ${getErrorMessage(error)}`);
      setFormError(intl.formatMessage(messages.csrfFailed));
      setBusy(false);
      return;
    }
    try {
      const outcome = await trigger({
        email: formText(form, 'email'),
        token: formText(form, 'token'),
        password: formText(form, 'password'),
        password_confirmation: formText(form, 'password_confirmation'),
        _token: formText(form, '_token'),
      });
      signIn(outcome.data);
      setFlashMessage(outcome.message ?? intl.formatMessage(messages.done));
      onLoggedIn(outcome);
      void navigate('/', { replace: true });
    } catch (error) {
      setBusy(false);
      const formErrors = toFormErrors(error, fields);
      if (formErrors) {
        setFieldErrors(formErrors.fields);
        if (formErrors.formMessage) setFormError(formErrors.formMessage);
      } else {
        setFormError(failureMessage(error, intl, 'password reset failed'));
      }
    }
  }

  return (
    // POST, and no submit before hydration: the server's HTML of this page is a real form, and a press
    // before the script took it over would send the new password in the address (a GET) otherwise.
    <form className="auth-form new-password-form" method="post" onSubmit={onSubmit} noValidate>
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
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
