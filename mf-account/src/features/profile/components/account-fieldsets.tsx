import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '@tribune/shared';
import type { ProfileFieldsetProps } from '../lib/profile-form-values';

const messages = defineMessages({
  emailLegend: {
    id: 'account.settings.email.legend',
    defaultMessage: 'E-mail address',
    description: 'Legend of the change e-mail section',
  },
  email: {
    id: 'account.settings.email',
    defaultMessage: 'E-mail address',
    description: 'Label of the e-mail field of the profile settings form',
  },
  emailHint: {
    id: 'account.settings.email.hint',
    defaultMessage: 'A new address is used once you open the link we send to it.',
    description: 'Note under the e-mail field of the profile settings form',
  },
  passwordLegend: {
    id: 'account.settings.password.legend',
    defaultMessage: 'Change password',
    description: 'Legend of the change password section',
  },
  passwordHint: {
    id: 'account.settings.password.hint',
    defaultMessage: 'Leave these empty to keep your password. Other devices are logged out when it changes.',
    description: 'Note at the top of the change password section',
  },
  currentPassword: {
    id: 'account.settings.current-password',
    defaultMessage: 'Current password',
    description: 'Label of the current password field',
  },
  newPassword: {
    id: 'account.settings.new-password',
    defaultMessage: 'New password',
    description: 'Label of the new password field',
  },
  passwordConfirmation: {
    id: 'account.settings.password-confirmation',
    defaultMessage: 'Repeat new password',
    description: 'Label of the field that repeats the new password',
  },
});

const pendingEmailMessage = defineMessage<{ email: string }>({
  id: 'account.settings.email.pending',
  defaultMessage: 'Waiting for confirmation: {email}. Open the link we sent to that address to start using it.',
  description: 'Shown under the e-mail field while a new address waits for verification (ACC-05)',
});

/** ACC-05 / ACC-13: the e-mail address; a new one waits for its confirmation link. */
export function EmailFieldset({
  pendingEmail,
  values,
  errors,
  onChange,
}: ProfileFieldsetProps & { pendingEmail: string | null }) {
  const intl = useIntl();
  return (
    <fieldset className="profile-settings__section">
      <legend>
        <FormattedMessage {...messages.emailLegend} />
      </legend>
      <TextField
        label={intl.formatMessage(messages.email)}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(event) => onChange('email', event.currentTarget.value, 'email')}
        error={errors.email}
        hint={
          pendingEmail ? (
            <FormattedMessage {...pendingEmailMessage} values={{ email: pendingEmail }} />
          ) : (
            <FormattedMessage {...messages.emailHint} />
          )
        }
      />
    </fieldset>
  );
}

/** ACC-13: a new password, sent only when the current and the new one are both filled. */
export function PasswordFieldset({ values, errors, onChange }: ProfileFieldsetProps) {
  const intl = useIntl();
  return (
    <fieldset className="profile-settings__section" aria-describedby="profile-settings-password-hint">
      <legend>
        <FormattedMessage {...messages.passwordLegend} />
      </legend>
      <p id="profile-settings-password-hint" className="profile-settings__hint">
        <FormattedMessage {...messages.passwordHint} />
      </p>
      <TextField
        label={intl.formatMessage(messages.currentPassword)}
        name="current_password"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={(event) => onChange('currentPassword', event.currentTarget.value, 'current_password')}
        error={errors.current_password}
      />
      <TextField
        label={intl.formatMessage(messages.newPassword)}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => onChange('password', event.currentTarget.value, 'password')}
        error={errors.password}
      />
      <TextField
        label={intl.formatMessage(messages.passwordConfirmation)}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        value={values.passwordConfirmation}
        onChange={(event) => onChange('passwordConfirmation', event.currentTarget.value, 'password_confirmation')}
        error={errors.password_confirmation}
      />
    </fieldset>
  );
}
