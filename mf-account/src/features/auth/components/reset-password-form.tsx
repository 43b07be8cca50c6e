import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, failureText, isApiError, TextField, type AuthDialog } from '@tribune/shared';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { formText } from '../../../lib/form-text';

const messages = defineMessages({
  intro: {
    id: 'account.reset.intro',
    defaultMessage: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
    description: 'Explanation at the top of the password-reset request form',
  },
  email: {
    id: 'account.reset.email',
    defaultMessage: 'E-mail address',
    description: 'Label of the password-reset form e-mail field',
  },
  submit: {
    id: 'account.reset.submit',
    defaultMessage: 'Send reset link',
    description: 'Submit button of the password-reset request form',
  },
  sent: {
    id: 'account.reset.sent',
    defaultMessage: 'Check your inbox: we sent you a link to reset your password.',
    description: 'Shown after a password-reset link was requested successfully',
  },
  backToLogin: {
    id: 'account.reset.to-login',
    defaultMessage: 'Back to log in',
    description: 'Link from the password-reset form to the login form',
  },
});

/** ACC-07: requests a password-reset link; a 422 lists every message the server gave. */
export function ResetPasswordForm({ onSwitch }: { onSwitch: (dialog: AuthDialog) => void }) {
  const intl = useIntl();
  const { trigger, isMutating } = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const errorsId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isMutating) return;
    const form = event.currentTarget;
    setErrors([]);
    try {
      await trigger(formText(form, 'email'));
      setSent(true);
    } catch (error) {
      setErrors(isApiError(error, 422) ? error.allMessages() : [failureText(error, intl, 'password-reset request')]);
    }
  }

  const backToLogin = (
    <p className="auth-form__switch">
      <button type="button" className="link-button" onClick={() => onSwitch('login')}>
        <FormattedMessage {...messages.backToLogin} />
      </button>
    </p>
  );

  if (sent) {
    return (
      <>
        <Alert tone="success">
          <FormattedMessage {...messages.sent} />
        </Alert>
        {backToLogin}
      </>
    );
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <p>
        <FormattedMessage {...messages.intro} />
      </p>
      {errors.length > 0 ? (
        <Alert tone="danger">
          <ul id={errorsId} className="auth-form__errors">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <TextField
        label={intl.formatMessage(messages.email)}
        name="email"
        type="email"
        autoComplete="email"
        required
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={errors.length > 0 ? errorsId : undefined}
      />
      <Button type="submit" busy={isMutating} className="auth-form__submit">
        <FormattedMessage {...messages.submit} />
      </Button>
      {backToLogin}
    </form>
  );
}
