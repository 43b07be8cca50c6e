import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, isApiError, TextField, useApiForm, type AuthDialog } from '@tribune/shared';
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
  const { trigger } = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const errorsId = useId();
  const { onSubmit, busy, formMessages } = useApiForm({
    action: 'password-reset request',
    submit: (form) => trigger(formText(form, 'email')),
    onSuccess: () => setSent(true),
    layOutFailure: (error) => (isApiError(error, 422) ? { fields: {}, formMessages: error.allMessages() } : null),
  });

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
      {formMessages.length > 0 ? (
        <Alert tone="danger">
          <ul id={errorsId} className="auth-form__errors">
            {formMessages.map((message) => (
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
        aria-invalid={formMessages.length > 0 || undefined}
        aria-describedby={formMessages.length > 0 ? errorsId : undefined}
      />
      <Button type="submit" busy={busy} className="auth-form__submit">
        <FormattedMessage {...messages.submit} />
      </Button>
      {backToLogin}
    </form>
  );
}
