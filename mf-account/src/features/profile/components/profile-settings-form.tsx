import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, failureText, isApiError, useApiForm } from '@tribune/shared';
import type { OwnData } from '../api/own-data-schema';
import { useUpdateProfile } from '../api/update-profile';
import { profileAlertMs } from '../lib/profile-alert';
import { fixedFields, valuesFrom, type FormValues } from '../lib/profile-form-values';
import type { ResizedAvatar } from '../lib/resize-avatar';
import { EmailFieldset, PasswordFieldset } from './account-fieldsets';
import { AvatarFieldset } from './avatar-fieldset';
import { LayoutFieldset, NotificationsFieldset, PersonalFieldset } from './profile-details-fieldsets';

const messages = defineMessages({
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
  const { trigger } = useUpdateProfile(profile.id);
  const [values, setValues] = useState(() => valuesFrom(profile));
  const [image, setImage] = useState<ResizedAvatar | null>(null);
  const [resizing, setResizing] = useState(false);
  /** The fields edited since the last answer: their errors no longer show. */
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const [status, setStatus] = useState<Status | null>(null);
  const [focusTarget, setFocusTarget] = useState<'invalid' | 'status' | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const customFields = profile.custom_fields;

  const form = useApiForm({
    fields: [...fixedFields, ...customFields.map((field) => `custom_data.${field.key}`)],
    action: 'profile update',
    submit: async () => {
      setEdited(new Set());
      setStatus(null);
      try {
        return await trigger({
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
      } catch (error) {
        // A 401 is the page's to say (the client has logged out, PLT-12), not the form's.
        if (!isApiError(error, 401)) throw error;
        onSessionEnded(error.message);
        return null;
      }
    },
    onSuccess: (answer) => {
      if (answer === null) return;
      // The answer is the truth now.
      setValues(valuesFrom(answer.data));
      setImage(null);
      onSaved(answer.data);
      showStatus('success', answer.message ?? intl.formatMessage(messages.saved));
    },
  });
  const { fieldErrors, formError } = form;
  const errors = useMemo(
    () => Object.fromEntries(Object.entries(fieldErrors).filter(([name]) => !edited.has(name))),
    [fieldErrors, edited],
  );

  useEffect(() => {
    // A refusal, as it renders: focus goes to the message for the form, else to the first field in error.
    if (formError) {
      setStatus((previous) => ({ tone: 'danger', text: formError, id: (previous?.id ?? 0) + 1 }));
      statusRef.current?.focus();
    } else if (Object.keys(fieldErrors).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [fieldErrors, formError]);

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

  function dropError(wireName: string) {
    setEdited((previous) => (previous.has(wireName) ? previous : new Set(previous).add(wireName)));
  }

  function setValue<Key extends keyof FormValues>(key: Key, value: FormValues[Key], wireName: string) {
    setValues((previous) => ({ ...previous, [key]: value }));
    dropError(wireName);
  }

  function showFailure(error: unknown, context: string) {
    if (isApiError(error, 401)) onSessionEnded(error.message);
    else showStatus('danger', failureText(error, intl, context));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The avatar is still being resized: the form waits for it (its button shows busy).
    if (resizing) {
      event.preventDefault();
      return;
    }
    void form.onSubmit(event);
  }

  return (
    <form ref={formRef} className="profile-settings__form" onSubmit={onSubmit} noValidate>
      <AvatarFieldset
        userId={profile.id}
        username={profile.username}
        currentImage={profile.profile_image}
        chosen={image}
        onChosen={(avatar) => {
          setImage(avatar);
          dropError('image');
        }}
        onResizing={setResizing}
        error={errors.image}
        onDeleted={(alert) => {
          onAvatarDeleted();
          showStatus('success', alert);
        }}
        onDeleteFailed={(error) => showFailure(error, 'avatar delete')}
      />

      <PersonalFieldset customFields={customFields} values={values} errors={errors} onChange={setValue} />

      <LayoutFieldset
        nightMode={nightMode}
        largeText={largeText}
        onNightModeChange={onNightModeChange}
        onLargeTextChange={onLargeTextChange}
        errors={errors}
      />

      <NotificationsFieldset values={values} errors={errors} onChange={setValue} />

      <EmailFieldset pendingEmail={profile.pending_email} values={values} errors={errors} onChange={setValue} />

      <PasswordFieldset values={values} errors={errors} onChange={setValue} />

      <div className="profile-settings__footer">
        <div ref={statusRef} tabIndex={-1} className="profile-settings__status">
          {status ? (
            <Alert key={status.id} tone={status.tone} hideAfterMs={profileAlertMs} onHide={hideStatus}>
              {status.text}
            </Alert>
          ) : null}
        </div>
        <Button type="submit" busy={form.busy || resizing} className="profile-settings__submit">
          <FormattedMessage {...messages.submit} />
        </Button>
      </div>
    </form>
  );
}
