import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { meAsResourceKey } from './get-me';
import type { OwnData } from './own-data-schema';

type OnOff = '0' | '1';

/** ACC-13: what the settings form sends (docs/contracts.md, "POST|PATCH /api/v1/front/user/update"). */
interface ProfileUpdate {
  /** The avatar, already resized to 512 wide; null leaves the avatar as it is. */
  image: { blob: Blob; fileName: string } | null;
  customData: Record<string, string>;
  /** YYYY-MM-DD, or '' for none. */
  dateOfBirth: string;
  nightMode: OnOff;
  textSize: 'small' | 'big';
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

const updateProfileKey = '/api/v1/front/user/update';

const onOff = (value: boolean): OnOff => (value ? '1' : '0');

/**
 * The multipart body. The spec's method override is a form field. The password fields go only when the
 * current and the new password are both filled (ACC-13), so a half-filled block never changes anything.
 */
function toProfileFormData(update: ProfileUpdate): FormData {
  const form = new FormData();
  form.append('_method', 'PATCH');
  if (update.image) form.append('image', update.image.blob, update.image.fileName);
  for (const [key, value] of Object.entries(update.customData)) form.append(`custom_data[${key}]`, value);
  form.append('date_of_birth', update.dateOfBirth);
  form.append('night_mode', update.nightMode);
  form.append('text_size', update.textSize);
  form.append('notify_by_likes', onOff(update.notifyByLikes));
  form.append('notify_by_replies', onOff(update.notifyByReplies));
  form.append('notify_by_likes_on_email', onOff(update.notifyByLikesOnEmail));
  form.append('notify_by_replies_on_email', onOff(update.notifyByRepliesOnEmail));
  form.append('enable_notifications_popup', onOff(update.enableNotificationsPopup));
  form.append('email', update.email);
  if (update.currentPassword !== '' && update.password !== '') {
    form.append('current_password', update.currentPassword);
    form.append('password', update.password);
    form.append('password_confirmation', update.passwordConfirmation);
  }
  return form;
}

/**
 * ACC-13: saves the settings form (a POST with the spec's method override; the real PATCH answers the
 * same); the answer, typed by the API contract (decision 0058), is the account as it now is, and the
 * server's confirmation to show.
 */
async function updateProfile(client: ApiClient, update: ProfileUpdate): Promise<{ data: OwnData; message: string }> {
  // A 401 here is PLT-12 (the client logs out); the form still shows the message.
  const answer = await client.request(updateProfileKey, {
    method: 'POST',
    body: toProfileFormData(update),
  });
  return { data: answer.data, message: answer.metaData.message };
}

/**
 * Saves the settings of the user `userId`; their own data (me-as-resource) takes the answer at once and
 * is read again, since the answer lacks what only the full read has (pending_email).
 */
export function useUpdateProfile(userId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(updateProfileKey, async (_key: string, { arg }: { arg: ProfileUpdate }) => {
    const answer = await updateProfile(client, arg);
    void mutate(
      meAsResourceKey(userId),
      (current: OwnData | undefined) => (current ? { ...current, ...answer.data } : answer.data),
      { revalidate: true },
    );
    return answer;
  });
}
