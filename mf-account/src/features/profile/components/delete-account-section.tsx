import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Alert, Button, isApiError, TextField, toFormErrors, useSession } from '@tribune/shared';
import { failureMessage } from '../../../lib/failure-message';
import { useDeleteAccount } from '../api/delete-account';
import { profileAlertMs } from '../lib/profile-alert';

const messages = defineMessages({
  title: {
    id: 'account.delete.title',
    defaultMessage: 'Delete account',
    description: 'Heading of the danger zone of the profile settings page',
  },
  intro: {
    id: 'account.delete.intro',
    defaultMessage: 'Deleting your account cannot be undone. This is what happens:',
    description: 'First line of the account deletion explanation',
  },
  removed: {
    id: 'account.delete.removed',
    defaultMessage:
      'Removed at once: your account, your avatar, your likes, your predictions (you leave the prediction rankings), your man-of-the-match votes, your formations and your linked social logins. You are logged out on every device.',
    description: 'Account deletion explanation: what is removed (decision 0005)',
  },
  comments: {
    id: 'account.delete.comments',
    defaultMessage:
      'Kept without your name: your comments stay, shown as written by “Deleted user”, so replies by others keep their thread. If you want your words gone, delete those comments first.',
    description: 'Account deletion explanation: what happens to comments (decision 0005)',
  },
  contact: {
    id: 'account.delete.contact',
    defaultMessage: 'Kept for the editors: messages you sent through the contact form.',
    description: 'Account deletion explanation: contact messages stay (decision 0005)',
  },
  free: {
    id: 'account.delete.free',
    defaultMessage: 'Your username and e-mail address become free for a new account.',
    description: 'Account deletion explanation: the username and address can be used again (decision 0005)',
  },
  email: {
    id: 'account.delete.email',
    defaultMessage: 'Type your e-mail address to confirm',
    description: 'Label of the e-mail confirmation field for deleting the account',
  },
  submit: {
    id: 'account.delete.submit',
    defaultMessage: 'Delete my account',
    description: 'Button that deletes the account for good',
  },
});

interface DeleteAccountSectionProps {
  /** A 401: the client has logged out (PLT-12); the page shows this message. */
  onSessionEnded: (message: string) => void;
}

/**
 * ACC-15: the danger zone, apart from the settings form. It says what deletion removes and keeps
 * (docs/decisions/0005-account-deletion.md) and asks for the e-mail address; nothing can be restored.
 * On success the session is cleared and the user goes home.
 */
export function DeleteAccountSection({ onSessionEnded }: DeleteAccountSectionProps) {
  const intl = useIntl();
  const titleId = useId();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const { trigger, isMutating } = useDeleteAccount();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ text: string; id: number } | null>(null);
  const [focusInvalid, setFocusInvalid] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!focusInvalid) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    setFocusInvalid(false);
  }, [focusInvalid]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isMutating) return;
    setEmailError(null);
    setFailure(null);
    try {
      await trigger(email);
      // The account and every token are gone (decision 0005), so the stored session goes too.
      signOut();
      void navigate('/', { replace: true });
    } catch (error) {
      const formErrors = toFormErrors(error, ['email']);
      if (formErrors) {
        // The address is the form's only field: every message of the answer goes under it.
        setEmailError(formErrors.fields.email ?? formErrors.formMessage);
        setFocusInvalid(true);
      } else if (isApiError(error, 401)) {
        onSessionEnded(error.message);
      } else {
        setFailure((previous) => ({
          text: failureMessage(error, intl, 'account delete failed'),
          id: (previous?.id ?? 0) + 1,
        }));
      }
    }
  }

  return (
    <section className="profile-settings__danger" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <FormattedMessage {...messages.title} />
      </h2>
      <p>
        <FormattedMessage {...messages.intro} />
      </p>
      <ul className="profile-settings__danger-list">
        <li>
          <FormattedMessage {...messages.removed} />
        </li>
        <li>
          <FormattedMessage {...messages.comments} />
        </li>
        <li>
          <FormattedMessage {...messages.contact} />
        </li>
        <li>
          <FormattedMessage {...messages.free} />
        </li>
      </ul>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <TextField
          label={intl.formatMessage(messages.email)}
          name="email"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setEmailError(null);
          }}
          error={emailError ?? undefined}
        />
        {failure ? (
          <Alert key={failure.id} tone="danger" hideAfterMs={profileAlertMs} onHide={() => setFailure(null)}>
            {failure.text}
          </Alert>
        ) : null}
        <Button type="submit" variant="danger" busy={isMutating}>
          <FormattedMessage {...messages.submit} />
        </Button>
      </form>
    </section>
  );
}
