import { useEffect, useRef, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, CheckField, isApiError, SelectField, TextField, toFormErrors } from '@tribune/shared';
import { failureMessage } from '../../../lib/failure-message';
import type { OwnData } from '../api/get-me-as-resource';
import { useUpdateProfile } from '../api/update-profile';
import { profileAlertMs } from '../lib/profile-alert';
import type { ResizedAvatar } from '../lib/resize-avatar';
import { AvatarFieldset } from './avatar-fieldset';

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
  submit: {
    id: 'account.settings.submit',
    defaultMessage: 'Save changes',
    description: 'Submit button of the profile settings form',
  },
  saved: {
    id: 'account.settings.saved',
    defaultMessage: 'Your profile has been saved.',
    description: 'Shown for 2 s after a save when the server sent no message',
  },
});

const pendingEmailMessage = defineMessage<{ email: string }>({
  id: 'account.settings.email.pending',
  defaultMessage: 'Waiting for confirmation: {email}. Open the link we sent to that address to start using it.',
  description: 'Shown under the e-mail field while a new address waits for verification (ACC-05)',
});

interface FormValues {
  customData: Record<string, string>;
  dateOfBirth: string;
  notifyByLikes: boolean;
  notifyByReplies: boolean;
  notifyByLikesOnEmail: boolean;
  notifyByRepliesOnEmail: boolean;
  enableNotificationsPopup: boolean;
  email: string;
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

type Toggle =
  'notifyByLikes' | 'notifyByReplies' | 'notifyByLikesOnEmail' | 'notifyByRepliesOnEmail' | 'enableNotificationsPopup';

/** The form as the server's data fills it; a custom field without a value starts empty. */
function valuesFrom(profile: OwnData): FormValues {
  const { settings } = profile;
  return {
    customData: Object.fromEntries(
      profile.custom_fields.map((field) => [field.key, profile.custom_data[field.key] ?? '']),
    ),
    dateOfBirth: profile.date_of_birth ?? '',
    notifyByLikes: settings.notify_by_likes === '1',
    notifyByReplies: settings.notify_by_replies === '1',
    notifyByLikesOnEmail: settings.notify_by_likes_on_email === '1',
    notifyByRepliesOnEmail: settings.notify_by_replies_on_email === '1',
    enableNotificationsPopup: profile.enable_notifications_popup,
    email: profile.email,
    currentPassword: '',
    password: '',
    passwordConfirmation: '',
  };
}

/** The form's fields by their wire names, so a 422's `metaData.errors` lands under the right one. */
const fixedFields = [
  'image',
  'date_of_birth',
  'night_mode',
  'text_size',
  'notify_by_likes',
  'notify_by_replies',
  'notify_by_likes_on_email',
  'notify_by_replies_on_email',
  'enable_notifications_popup',
  'email',
  'current_password',
  'password',
  'password_confirmation',
];

interface Status {
  tone: 'success' | 'danger';
  text: string;
  /** A new id restarts the 2 s for a message that replaces one still showing. */
  id: number;
}

interface ProfileSettingsFormProps {
  profile: OwnData;
  /** PLT-07: the layout as shown now; a change previews at once and is saved with the form. */
  nightMode: boolean;
  largeText: boolean;
  onNightModeChange: (on: boolean) => void;
  onLargeTextChange: (on: boolean) => void;
  /** The save's answer: the account as it now is. */
  onSaved: (profile: OwnData) => void;
  onAvatarDeleted: () => void;
  /** A 401: the client has logged out (PLT-12); the page shows this message. */
  onSessionEnded: (message: string) => void;
}

/**
 * ACC-13: the profile settings form, sent as one multipart PATCH. Each section is a fieldset; a 422 puts
 * each message under its field and focuses the first, anything else is a 2 s alert beside the button.
 */
export function ProfileSettingsForm(props: ProfileSettingsFormProps) {
  const {
    profile,
    nightMode,
    largeText,
    onNightModeChange,
    onLargeTextChange,
    onSaved,
    onAvatarDeleted,
    onSessionEnded,
  } = props;
  const intl = useIntl();
  const { trigger, isMutating } = useUpdateProfile();
  const [values, setValues] = useState(() => valuesFrom(profile));
  const [image, setImage] = useState<ResizedAvatar | null>(null);
  const [resizing, setResizing] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [status, setStatus] = useState<Status | null>(null);
  const [focusTarget, setFocusTarget] = useState<'invalid' | 'status' | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const customFields = profile.custom_fields;

  useEffect(() => {
    // After a submit, focus goes where the answer is: the first field in error, else the message.
    if (focusTarget === null) return;
    if (focusTarget === 'invalid') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    else statusRef.current?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  function showStatus(tone: Status['tone'], text: string) {
    setStatus((previous) => ({ tone, text, id: (previous?.id ?? 0) + 1 }));
    setFocusTarget('status');
  }

  function hideStatus() {
    // The message goes; focus must not go with it to the top of the page.
    const hadFocus = statusRef.current?.contains(document.activeElement) ?? false;
    setStatus(null);
    if (hadFocus) formRef.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
  }

  function setValue<Key extends keyof FormValues>(key: Key, value: FormValues[Key], wireName: string) {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => {
      if (!(wireName in previous)) return previous;
      const { [wireName]: _dropped, ...rest } = previous;
      return rest;
    });
  }

  function showFailure(error: unknown, context: string) {
    if (isApiError(error, 401)) onSessionEnded(error.message);
    else showStatus('danger', failureMessage(error, intl, context));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isMutating || resizing) return;
    setErrors({});
    setStatus(null);
    try {
      const { data, message } = await trigger({
        image: image ? { blob: image.blob, fileName: image.fileName } : null,
        customData: values.customData,
        dateOfBirth: values.dateOfBirth,
        nightMode: nightMode ? '1' : '0',
        textSize: largeText ? 'big' : 'small',
        notifyByLikes: values.notifyByLikes,
        notifyByReplies: values.notifyByReplies,
        notifyByLikesOnEmail: values.notifyByLikesOnEmail,
        notifyByRepliesOnEmail: values.notifyByRepliesOnEmail,
        enableNotificationsPopup: values.enableNotificationsPopup,
        email: values.email,
        currentPassword: values.currentPassword,
        password: values.password,
        passwordConfirmation: values.passwordConfirmation,
      });
      // The answer is the truth now.
      setValues(valuesFrom(data));
      setImage(null);
      onSaved(data);
      showStatus('success', message ?? intl.formatMessage(messages.saved));
    } catch (error) {
      const formErrors = toFormErrors(error, [
        ...fixedFields,
        ...customFields.map((field) => `custom_data.${field.key}`),
      ]);
      if (!formErrors) {
        showFailure(error, 'profile update failed');
        return;
      }
      setErrors(formErrors.fields);
      if (Object.keys(formErrors.fields).length > 0) setFocusTarget('invalid');
      if (formErrors.formMessage) showStatus('danger', formErrors.formMessage);
    }
  }

  const toggle = (key: Toggle, wireName: string, label: string) => (
    <CheckField
      label={label}
      name={wireName}
      checked={values[key]}
      onChange={(event) => setValue(key, event.currentTarget.checked, wireName)}
      error={errors[wireName]}
    />
  );

  return (
    <form ref={formRef} className="profile-settings__form" onSubmit={onSubmit} noValidate>
      <AvatarFieldset
        username={profile.username}
        currentImage={profile.profile_image}
        chosen={image}
        onChosen={(avatar) => {
          setImage(avatar);
          setErrors(({ image: _dropped, ...rest }) => rest);
        }}
        onResizing={setResizing}
        error={errors.image}
        onDeleted={(alert) => {
          onAvatarDeleted();
          showStatus('success', alert);
        }}
        onDeleteFailed={(error) => showFailure(error, 'avatar delete failed')}
      />

      <fieldset className="profile-settings__section">
        <legend>
          <FormattedMessage {...messages.personal} />
        </legend>
        {customFields.map((field) => {
          const wireName = `custom_data.${field.key}`;
          const value = values.customData[field.key] ?? '';
          const onChange = (next: string) =>
            setValue('customData', { ...values.customData, [field.key]: next }, wireName);
          return field.type === 'select' ? (
            <SelectField
              key={field.key}
              label={field.label}
              name={`custom_data[${field.key}]`}
              options={field.options}
              emptyLabel={intl.formatMessage(messages.notChosen)}
              value={value}
              onChange={(event) => onChange(event.currentTarget.value)}
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
              onChange={(event) => onChange(event.currentTarget.value)}
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
          onChange={(event) => setValue('dateOfBirth', event.currentTarget.value, 'date_of_birth')}
          error={errors.date_of_birth}
        />
      </fieldset>

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
          onChange={(event) => setValue('email', event.currentTarget.value, 'email')}
          error={errors.email}
          hint={
            profile.pending_email ? (
              <FormattedMessage {...pendingEmailMessage} values={{ email: profile.pending_email }} />
            ) : (
              <FormattedMessage {...messages.emailHint} />
            )
          }
        />
      </fieldset>

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
          onChange={(event) => setValue('currentPassword', event.currentTarget.value, 'current_password')}
          error={errors.current_password}
        />
        <TextField
          label={intl.formatMessage(messages.newPassword)}
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => setValue('password', event.currentTarget.value, 'password')}
          error={errors.password}
        />
        <TextField
          label={intl.formatMessage(messages.passwordConfirmation)}
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          value={values.passwordConfirmation}
          onChange={(event) => setValue('passwordConfirmation', event.currentTarget.value, 'password_confirmation')}
          error={errors.password_confirmation}
        />
      </fieldset>

      <div className="profile-settings__footer">
        <div ref={statusRef} tabIndex={-1} className="profile-settings__status">
          {status ? (
            <Alert key={status.id} tone={status.tone} hideAfterMs={profileAlertMs} onHide={hideStatus}>
              {status.text}
            </Alert>
          ) : null}
        </div>
        <Button type="submit" busy={isMutating || resizing} className="profile-settings__submit">
          <FormattedMessage {...messages.submit} />
        </Button>
      </div>
    </form>
  );
}
