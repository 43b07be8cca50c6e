import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, isApiError, useSession, type AuthDialog, type StoredUser } from '@tribune/shared';
import { failureMessage } from '../../../lib/failure-message';
import { useLogin } from '../api/login';
import { FormField, formText } from './form-field';

const messages = defineMessages({
  login: { id: 'account.login.login', defaultMessage: 'E-mail or username', description: 'Label of the login form field for the e-mail address or username' },
  password: { id: 'account.login.password', defaultMessage: 'Password', description: 'Label of the login form password field' },
  submit: { id: 'account.login.submit', defaultMessage: 'Log in', description: 'Submit button of the login form' },
  forgotPassword: { id: 'account.login.forgot-password', defaultMessage: 'Forgot your password?', description: 'Link in the login form that opens the password-reset form' },
  noAccount: { id: 'account.login.no-account', defaultMessage: 'No account yet?', description: 'Text before the link from the login form to the registration form' },
  register: { id: 'account.login.to-register', defaultMessage: 'Register', description: 'Link from the login form to the registration form' },
});

interface LoginFormProps {
  /** Called once the session holds the new login (ACC-10). */
  onLoggedIn: (user: StoredUser) => void;
  onSwitch: (dialog: AuthDialog) => void;
}

type LoginField = 'login' | 'password';

/** ACC-01: logs in; a 401 (or any other failure) shows the server's message inside the form. */
export function LoginForm({ onLoggedIn, onSwitch }: LoginFormProps) {
  const intl = useIntl();
  const { signIn } = useSession();
  const { trigger, isMutating } = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<LoginField, string>>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isMutating) return;
    const form = event.currentTarget;
    setFormError(null);
    setFieldErrors({});
    try {
      const data = await trigger({ login: formText(form, 'login'), password: formText(form, 'password') });
      onLoggedIn(signIn(data));
    } catch (error) {
      const perField = isApiError(error, 422) ? { login: error.fieldError('login'), password: error.fieldError('password') } : {};
      setFieldErrors(perField);
      if (!perField.login && !perField.password) setFormError(failureMessage(error, intl, 'login failed'));
    }
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <FormField label={intl.formatMessage(messages.login)} name="login" type="text" autoComplete="username" required error={fieldErrors.login} />
      <FormField label={intl.formatMessage(messages.password)} name="password" type="password" autoComplete="current-password" required error={fieldErrors.password} />
      <Button type="submit" busy={isMutating} className="auth-form__submit">
        <FormattedMessage {...messages.submit} />
      </Button>
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
