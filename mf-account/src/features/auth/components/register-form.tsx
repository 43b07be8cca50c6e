import { useState, type ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import {
  Alert,
  Button,
  isApiError,
  pendingCommentAtom,
  TextField,
  useApiForm,
  useSession,
  useTenant,
  type AuthDialog,
} from '@tribune/shared';
import { useRecaptcha } from '../../../lib/recaptcha';
import { useRegister } from '../api/register';
import { formText } from '../../../lib/form-text';

const messages = defineMessages({
  username: {
    id: 'account.register.username',
    defaultMessage: 'Username',
    description: 'Label of the registration form username field',
  },
  email: {
    id: 'account.register.email',
    defaultMessage: 'E-mail address',
    description: 'Label of the registration form e-mail field',
  },
  password: {
    id: 'account.register.password',
    defaultMessage: 'Password',
    description: 'Label of the registration form password field',
  },
  passwordConfirmation: {
    id: 'account.register.password-confirmation',
    defaultMessage: 'Repeat password',
    description: 'Label of the registration form field that repeats the password',
  },
  submit: {
    id: 'account.register.submit',
    defaultMessage: 'Create account',
    description: 'Submit button of the registration form',
  },
  haveAccount: {
    id: 'account.register.have-account',
    defaultMessage: 'Already have an account?',
    description: 'Text before the link from the registration form to the login form',
  },
  login: {
    id: 'account.register.to-login',
    defaultMessage: 'Log in',
    description: 'Link from the registration form to the login form',
  },
});

const welcomeMessage = defineMessage<{ site: string }>({
  id: 'account.register.success',
  defaultMessage:
    'Welcome to {site}! You are logged in. We sent you an e-mail: open the link in it to verify your address.',
  description:
    'Shown in the registration dialog after the account was created, until the dialog closes 3 seconds later',
});

/** ACC-02: the spec's constant, the registration dialog closes this long after success. */
const registrationCloseDelayMs = 3000;

const fields = ['username', 'email', 'password', 'password_confirmation'] as const;

interface RegisterFormProps {
  /** Called when the success message has been shown for 3 seconds. */
  onRegistered: () => void;
  onSwitch: (dialog: AuthDialog) => void;
  /** ACC-03: the "Log in with …" buttons, composed in by the page (features don't import each other). */
  socialLogin?: ReactNode;
}

/**
 * ACC-02: creates an account and logs in with the answer. 422 puts each field's message under its field;
 * a 5xx message goes under the username (the spec's error catalogue).
 */
export function RegisterForm({ onRegistered, onSwitch, socialLogin }: RegisterFormProps) {
  const intl = useIntl();
  const tenant = useTenant();
  const { signIn } = useSession();
  const pendingComment = useAtomValue(pendingCommentAtom);
  const { trigger } = useRegister();
  const getRecaptchaResponse = useRecaptcha('register');
  const [registered, setRegistered] = useState(false);
  /** The spec's error catalogue: a 5xx message goes under the username. */
  const [serverError, setServerError] = useState<string | null>(null);
  // Busy from the click on: getting the reCAPTCHA token may take a moment before the request starts.
  const { onSubmit, busy, fieldErrors, formError } = useApiForm({
    fields,
    action: 'registration',
    submit: async (form) => {
      setServerError(null);
      const recaptchaResponse = await getRecaptchaResponse();
      try {
        return await trigger({
          username: formText(form, 'username'),
          email: formText(form, 'email'),
          password: formText(form, 'password'),
          password_confirmation: formText(form, 'password_confirmation'),
          pendingComment,
          recaptchaResponse,
        });
      } catch (error) {
        if (!isApiError(error) || error.status < 500) throw error;
        setServerError(error.message);
        return null;
      }
    },
    onSuccess: (data) => {
      if (data === null) return;
      signIn(data);
      setRegistered(true);
    },
  });

  if (registered) {
    return (
      <Alert tone="success" hideAfterMs={registrationCloseDelayMs} onHide={onRegistered}>
        <FormattedMessage {...welcomeMessage} values={{ site: tenant.name }} />
      </Alert>
    );
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <TextField
        label={intl.formatMessage(messages.username)}
        name="username"
        type="text"
        autoComplete="username"
        required
        error={fieldErrors.username ?? serverError ?? undefined}
      />
      <TextField
        label={intl.formatMessage(messages.email)}
        name="email"
        type="email"
        autoComplete="email"
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
      <Button type="submit" busy={busy} className="auth-form__submit">
        <FormattedMessage {...messages.submit} />
      </Button>
      {socialLogin}
      <p className="auth-form__switch">
        <FormattedMessage {...messages.haveAccount} />{' '}
        <button type="button" className="link-button" onClick={() => onSwitch('login')}>
          <FormattedMessage {...messages.login} />
        </button>
      </p>
    </form>
  );
}
