import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { CheckField, SelectField, TextField } from '@tribune/shared';
import type { CustomField } from '../api/own-data-schema';
import type { ProfileFieldsetProps, Toggle } from '../lib/profile-form-values';

const messages = defineMessages({
  personal: {
    id: 'account.settings.personal.legend',
    defaultMessage: 'About you',
    description: 'Legend of the custom fields and date of birth section',
  },
  dateOfBirth: {
    id: 'account.settings.date-of-birth',
    defaultMessage: 'Date of birth',
    description: 'Label of the date of birth field',
  },
  notChosen: {
    id: 'account.settings.select.empty',
    defaultMessage: 'Not filled in',
    description: 'Empty first option of a custom select field',
  },
  layout: {
    id: 'account.settings.layout.legend',
    defaultMessage: 'Layout',
    description: 'Legend of the night mode and text size section',
  },
  layoutHint: {
    id: 'account.settings.layout.hint',
    defaultMessage: 'You see the change at once; it is kept when you save.',
    description: 'Note under the layout checkboxes of the profile settings form',
  },
  nightMode: {
    id: 'account.settings.night-mode',
    defaultMessage: 'Night mode',
    description: 'Checkbox that turns dark mode on',
  },
  largeText: {
    id: 'account.settings.large-text',
    defaultMessage: 'Large text',
    description: 'Checkbox that turns the large text size on',
  },
  notifications: {
    id: 'account.settings.notifications.legend',
    defaultMessage: 'Notifications',
    description: 'Legend of the notification settings section',
  },
  notifyByLikes: {
    id: 'account.settings.notify-by-likes',
    defaultMessage: 'Notify me of likes on my comments',
    description: 'Notification setting checkbox',
  },
  notifyByReplies: {
    id: 'account.settings.notify-by-replies',
    defaultMessage: 'Notify me of replies to my comments',
    description: 'Notification setting checkbox',
  },
  notifyByLikesOnEmail: {
    id: 'account.settings.notify-by-likes-on-email',
    defaultMessage: 'E-mail me about likes on my comments',
    description: 'Notification setting checkbox',
  },
  notifyByRepliesOnEmail: {
    id: 'account.settings.notify-by-replies-on-email',
    defaultMessage: 'E-mail me about replies to my comments',
    description: 'Notification setting checkbox',
  },
  notificationsPopup: {
    id: 'account.settings.notifications-popup',
    defaultMessage: 'Show new notifications as pop-ups',
    description: 'Checkbox that turns the notification pop-ups on (enable_notifications_popup)',
  },
});

/** ACC-13: the tenant's extra profile fields and the date of birth. */
export function PersonalFieldset({
  customFields,
  values,
  errors,
  onChange,
}: ProfileFieldsetProps & { customFields: readonly CustomField[] }) {
  const intl = useIntl();
  return (
    <fieldset className="profile-settings__section">
      <legend>
        <FormattedMessage {...messages.personal} />
      </legend>
      {customFields.map((field) => {
        const wireName = `custom_data.${field.key}`;
        const value = values.customData[field.key] ?? '';
        const onValue = (next: string) => onChange('customData', { ...values.customData, [field.key]: next }, wireName);
        return field.type === 'select' ? (
          <SelectField
            key={field.key}
            label={field.label}
            name={`custom_data[${field.key}]`}
            options={field.options}
            emptyLabel={intl.formatMessage(messages.notChosen)}
            value={value}
            onChange={(event) => onValue(event.currentTarget.value)}
            error={errors[wireName]}
          />
        ) : (
          <TextField
            key={field.key}
            label={field.label}
            name={`custom_data[${field.key}]`}
            type="text"
            maxLength={field.max_length}
            value={value}
            onChange={(event) => onValue(event.currentTarget.value)}
            error={errors[wireName]}
          />
        );
      })}
      <TextField
        label={intl.formatMessage(messages.dateOfBirth)}
        name="date_of_birth"
        type="date"
        autoComplete="bday"
        value={values.dateOfBirth}
        onChange={(event) => onChange('dateOfBirth', event.currentTarget.value, 'date_of_birth')}
        error={errors.date_of_birth}
      />
    </fieldset>
  );
}

/** PLT-07: night mode and large text, shown at once and saved with the form. */
export function LayoutFieldset({
  nightMode,
  largeText,
  onNightModeChange,
  onLargeTextChange,
  errors,
}: {
  nightMode: boolean;
  largeText: boolean;
  onNightModeChange: (on: boolean) => void;
  onLargeTextChange: (on: boolean) => void;
  errors: ProfileFieldsetProps['errors'];
}) {
  const intl = useIntl();
  return (
    <fieldset className="profile-settings__section" aria-describedby="profile-settings-layout-hint">
      <legend>
        <FormattedMessage {...messages.layout} />
      </legend>
      <p id="profile-settings-layout-hint" className="profile-settings__hint">
        <FormattedMessage {...messages.layoutHint} />
      </p>
      <CheckField
        label={intl.formatMessage(messages.nightMode)}
        name="night_mode"
        checked={nightMode}
        onChange={(event) => onNightModeChange(event.currentTarget.checked)}
        error={errors.night_mode}
      />
      <CheckField
        label={intl.formatMessage(messages.largeText)}
        name="text_size"
        checked={largeText}
        onChange={(event) => onLargeTextChange(event.currentTarget.checked)}
        error={errors.text_size}
      />
    </fieldset>
  );
}

/** ACC-13: the notification settings, one checkbox each. */
export function NotificationsFieldset({ values, errors, onChange }: ProfileFieldsetProps) {
  const intl = useIntl();
  const toggle = (key: Toggle, wireName: string, label: string) => (
    <CheckField
      label={label}
      name={wireName}
      checked={values[key]}
      onChange={(event) => onChange(key, event.currentTarget.checked, wireName)}
      error={errors[wireName]}
    />
  );

  return (
    <fieldset className="profile-settings__section">
      <legend>
        <FormattedMessage {...messages.notifications} />
      </legend>
      {toggle('notifyByLikes', 'notify_by_likes', intl.formatMessage(messages.notifyByLikes))}
      {toggle('notifyByReplies', 'notify_by_replies', intl.formatMessage(messages.notifyByReplies))}
      {toggle('notifyByLikesOnEmail', 'notify_by_likes_on_email', intl.formatMessage(messages.notifyByLikesOnEmail))}
      {toggle(
        'notifyByRepliesOnEmail',
        'notify_by_replies_on_email',
        intl.formatMessage(messages.notifyByRepliesOnEmail),
      )}
      {toggle(
        'enableNotificationsPopup',
        'enable_notifications_popup',
        intl.formatMessage(messages.notificationsPopup),
      )}
    </fieldset>
  );
}
