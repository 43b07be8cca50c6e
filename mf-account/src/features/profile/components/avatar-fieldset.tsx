import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Avatar, Button, getErrorMessage, TextField } from '@tribune/shared';
import { useDeleteAvatar } from '../api/delete-avatar';
import { resizeAvatar, type ResizedAvatar } from '../lib/resize-avatar';

const messages = defineMessages({
  legend: {
    id: 'account.settings.avatar.legend',
    defaultMessage: 'Avatar',
    description: 'Legend of the avatar section of the profile settings form',
  },
  choose: {
    id: 'account.settings.avatar.choose',
    defaultMessage: 'Choose a new picture',
    description: 'Label of the file input for a new avatar',
  },
  hint: {
    id: 'account.settings.avatar.hint',
    defaultMessage: 'JPEG, PNG, WebP or GIF. It is saved with the form.',
    description: 'Note under the avatar file input',
  },
  preview: {
    id: 'account.settings.avatar.preview',
    defaultMessage: 'Your new avatar (not saved yet)',
    description: 'Alternative text of the preview of a newly chosen avatar',
  },
  discard: {
    id: 'account.settings.avatar.discard',
    defaultMessage: 'Don’t use this picture',
    description: 'Button that drops the newly chosen avatar before saving',
  },
  remove: {
    id: 'account.settings.avatar.delete',
    defaultMessage: 'Delete avatar',
    description: 'Button that deletes the current avatar at once (ACC-14)',
  },
  unreadable: {
    id: 'account.settings.avatar.unreadable',
    defaultMessage: 'This file could not be read as a picture. Choose a JPEG, PNG, WebP or GIF image.',
    description: 'Error under the avatar input when the chosen file cannot be decoded',
  },
});

interface AvatarFieldsetProps {
  /** The user whose avatar this is (ACC-14 deletes it at once). */
  userId: number;
  username: string;
  currentImage: string | null;
  /** The resized picture waiting for the save, or null. */
  chosen: ResizedAvatar | null;
  onChosen: (avatar: ResizedAvatar | null) => void;
  /** True while a chosen file is being resized, so the form does not save without it. */
  onResizing: (resizing: boolean) => void;
  /** The server's 422 message for `image`. */
  error?: string | undefined;
  /** ACC-14 succeeded: the server's `data.alert`. */
  onDeleted: (alert: string) => void;
  onDeleteFailed: (error: unknown) => void;
}

/**
 * ACC-13 / ACC-14: the current avatar, a file input whose picture is resized to 512 wide at once and
 * previewed (it goes up with the form), and "Delete avatar", which acts at once.
 */
export function AvatarFieldset({
  userId,
  username,
  currentImage,
  chosen,
  onChosen,
  onResizing,
  error,
  onDeleted,
  onDeleteFailed,
}: AvatarFieldsetProps) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const previewUrl = useObjectUrl(chosen?.blob ?? null);
  const { trigger: deleteAvatar, isMutating: deleting } = useDeleteAvatar(userId);
  const shownError = readError ?? error;

  useEffect(() => {
    // After a save or "don't use", the input must not still name the old file.
    if (chosen === null && inputRef.current) inputRef.current.value = '';
  }, [chosen]);

  async function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setReadError(null);
    if (!file) {
      onChosen(null);
      return;
    }
    onResizing(true);
    try {
      onChosen(await resizeAvatar(file));
    } catch (failure) {
      console.error(`[mf_account] avatar resize failed: ${getErrorMessage(failure)}`);
      setReadError(intl.formatMessage(messages.unreadable));
      onChosen(null);
    } finally {
      onResizing(false);
    }
  }

  async function onDelete() {
    try {
      onDeleted(await deleteAvatar());
    } catch (failure) {
      onDeleteFailed(failure);
    }
  }

  return (
    <fieldset className="profile-settings__section">
      <legend>
        <FormattedMessage {...messages.legend} />
      </legend>
      <div className="profile-settings__avatar">
        {previewUrl ? (
          <img className="avatar" src={previewUrl} alt={intl.formatMessage(messages.preview)} width={96} height={96} />
        ) : (
          <Avatar src={currentImage} name={username} size={96} />
        )}
        <div className="profile-settings__avatar-actions">
          <TextField
            ref={inputRef}
            label={intl.formatMessage(messages.choose)}
            name="image"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            hint={<FormattedMessage {...messages.hint} />}
            error={shownError}
            onChange={onFileChange}
          />
          {chosen ? (
            <Button variant="secondary" onClick={() => onChosen(null)}>
              <FormattedMessage {...messages.discard} />
            </Button>
          ) : null}
          {currentImage && !chosen ? (
            <Button variant="secondary" busy={deleting} onClick={() => void onDelete()}>
              <FormattedMessage {...messages.remove} />
            </Button>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}

/** An object URL for the blob, revoked when the blob changes or the component goes. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}
