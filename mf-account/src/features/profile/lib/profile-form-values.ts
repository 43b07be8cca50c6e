import type { OwnData } from '../api/own-data-schema';

/** ACC-13: what the profile settings form holds while the fan edits it. */
export interface FormValues {
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

export type Toggle =
  'notifyByLikes' | 'notifyByReplies' | 'notifyByLikesOnEmail' | 'notifyByRepliesOnEmail' | 'enableNotificationsPopup';

/** The form as the server's data fills it; a custom field without a value starts empty. */
export function valuesFrom(profile: OwnData): FormValues {
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
export const fixedFields = [
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

/** What a section of the form gets: the values, the errors by wire name, and how to change one. */
export interface ProfileFieldsetProps {
  values: FormValues;
  errors: Partial<Record<string, string>>;
  onChange: <Key extends keyof FormValues>(key: Key, value: FormValues[Key], wireName: string) => void;
}
