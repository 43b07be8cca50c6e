import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, TextField, useApiForm, useSession, type AuthDialog, type StoredUser } from '@tribune/shared';
import type { LoginOutcome } from '../../../lib/login-answer';
import { useLogin } from '../api/login';
import { formText } from '../../../lib/form-text';

const messages = defineMessages({
  login: {
    id: 'account.login.login',
    defaultMessage: 'E-mail or username',
    description: 'Label of the login form field for the e-mail address or username',
  },
  password: {
    id: 'account.login.password',
    defaultMessage: 'Password',
    description: 'Label of the login form password field',
  },
  submit: { id: 'account.login.submit', defaultMessage: 'Log in', description: 'Submit button of the login form' },
  forgotPassword: {
    id: 'account.login.forgot-password',
    defaultMessage: 'Forgot your password?',
    description: 'Link in the login form that opens the password-reset form',
  },
  noAccount: {
    id: 'account.login.no-account',
    defaultMessage: 'No account yet?',
    description: 'Text before the link from the login form to the registration form',
  },
  register: {
    id: 'account.login.to-register',
    defaultMessage: 'Register',
    description: 'Link from the login form to the registration form',
  },
});

interface LoginFormProps {
  /** Called once the session holds the new login (ACC-10), with the answer's notices (ACC-18). */
  onLoggedIn: (user: StoredUser, outcome: LoginOutcome) => void;
  onSwitch: (dialog: AuthDialog) => void;
  /** ACC-03: the "Log in with …" buttons, composed in by the page (features don't import each other). */
  socialLogin?: ReactNode;
}

const fields = ['login', 'password'] as const;

/** ACC-01: logs in; a 401 (or any other failure) shows the server's message inside the form. */
export function LoginForm({ onLoggedIn, onSwitch, socialLogin }: LoginFormProps) {
  const intl = useIntl();
  const { signIn } = useSession();
  const { trigger } = useLogin();
  const { onSubmit, busy, fieldErrors, formError } = useApiForm({
    fields,
    action: 'login',
    submit: (form) => trigger({ login: formText(form, 'login'), password: formText(form, 'password') }),
    onSuccess: (outcome) => onLoggedIn(signIn(outcome.data), outcome),
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <TextField
        label={intl.formatMessage(messages.login)}
        name="login"
        type="text"
        autoComplete="username"
        required
        error={fieldErrors.login}
      />
      <TextField
        label={intl.formatMessage(messages.password)}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={fieldErrors.password}
      />
      <Button type="submit" busy={busy} className="auth-form__submit">
        <FormattedMessage {...messages.submit} />
      </Button>
      {socialLogin}
      <p className="auth-form__switch">
        <button type="button" className="link-button" onClick={() => onSwitch('reset-password')}>
          <FormattedMessage {...messages.forgotPassword} />
        </button>
      </p>
      <p className="auth-form__switch">
        <FormattedMessage {...messages.noAccount} />{' '}
        <button type="button" className="link-button" onClick={() => onSwitch('register')}>
          <FormattedMessage {...messages.register} />
        </button>
      </p>
    </form>
  );
}
