import { useEffect, useId, useRef, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  Alert,
  Button,
  endPushSubscription,
  isApiError,
  TextField,
  useApiClient,
  useApiForm,
  useIsRemoteEnabled,
  useSession,
  useTenant,
} from '@tribune/shared';
import { useDeleteAccount } from '../api/delete-account';
import { oneFieldRefusal } from '../lib/one-field-refusal';
import { profileAlertMs } from '../lib/profile-alert';

const removedMessage = defineMessage<{ parts: string }>({
  id: 'account.delete.removed-parts',
  defaultMessage: 'Removed at once: {parts}. You are logged out on every device.',
  description:
    'Account deletion explanation: what is removed (decision 0005); {parts} is a list such as "your account, your avatar and your linked social logins", of the parts this site runs',
});

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
  removedAccount: {
    id: 'account.delete.part.account',
    defaultMessage: 'your account',
    description: 'Account deletion, one item of the list of what is removed',
  },
  removedAvatar: {
    id: 'account.delete.part.avatar',
    defaultMessage: 'your avatar',
    description: 'Account deletion, one item of the list of what is removed',
  },
  removedLikes: {
    id: 'account.delete.part.likes',
    defaultMessage: 'your likes',
    description: 'Account deletion, one item of the list of what is removed (sites with comments)',
  },
  removedPredictions: {
    id: 'account.delete.part.predictions',
    defaultMessage: 'your predictions (you leave the prediction rankings)',
    description: 'Account deletion, one item of the list of what is removed (sites with the prediction game)',
  },
  removedMatchVotes: {
    id: 'account.delete.part.match-votes',
    defaultMessage: 'your man-of-the-match votes',
    description: 'Account deletion, one item of the list of what is removed (sites with the match centre)',
  },
  removedFormations: {
    id: 'account.delete.part.formations',
    defaultMessage: 'your line-ups',
    description: 'Account deletion, one item of the list of what is removed (sites with the match centre)',
  },
  removedSocialLogins: {
    id: 'account.delete.part.social-logins',
    defaultMessage: 'your linked social logins',
    description: 'Account deletion, one item of the list of what is removed',
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
 * (docs/decisions/0005-account-deletion.md), naming only the parts this site runs (MD-07: no
 * predictions on a site without the prediction game), and asks for the e-mail address; nothing can be
 * restored.
 * On success the session is cleared and the user goes home.
 */
export function DeleteAccountSection({ onSessionEnded }: DeleteAccountSectionProps) {
  const intl = useIntl();
  const titleId = useId();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const { trigger } = useDeleteAccount();
  const hasCommunity = useIsRemoteEnabled('mf_community');
  const hasPool = useIsRemoteEnabled('mf_football_pool');
  const hasMatchCentre = useIsRemoteEnabled('mf_matchcenter');
  const removedParts = [
    messages.removedAccount,
    messages.removedAvatar,
    hasCommunity ? messages.removedLikes : null,
    hasPool ? messages.removedPredictions : null,
    hasMatchCentre ? messages.removedMatchVotes : null,
    hasMatchCentre ? messages.removedFormations : null,
    messages.removedSocialLogins,
  ].flatMap((message) => (message === null ? [] : [intl.formatMessage(message)]));
  const [email, setEmail] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const { onSubmit, busy, fieldErrors, formError, clearErrors } = useApiForm({
    fields: ['email'],
    action: 'account delete',
    submit: async () => {
      try {
        await trigger(email);
        // The account and every token are gone (decision 0005), so the stored session goes too, and
        // this browser's push subscription with it (CLB-03, as on logout).
        await endPushSubscription(client, tenantId);
        return true;
      } catch (error) {
        // A 401 is the page's to say (the client has logged out, PLT-12), not the form's.
        if (!isApiError(error, 401)) throw error;
        onSessionEnded(error.message);
        return false;
      }
    },
    onSuccess: (deleted) => {
      if (!deleted) return;
      signOut();
      void navigate('/', { replace: true });
    },
    // The address is the form's only field: every message of the answer goes under it.
    layOutFailure: oneFieldRefusal('email'),
  });

  useEffect(() => {
    if (fieldErrors.email !== undefined) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);

  return (
    <section className="profile-settings__danger" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <FormattedMessage {...messages.title} />
      </h2>
      <p>
        <FormattedMessage {...messages.intro} />
      </p>
      <ul className="profile-settings__danger-list">
        <li>{intl.formatMessage(removedMessage, { parts: intl.formatList(removedParts, { type: 'conjunction' }) })}</li>
        {hasCommunity ? (
          <li>
            <FormattedMessage {...messages.comments} />
          </li>
        ) : null}
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
            clearErrors('email');
          }}
          error={fieldErrors.email}
        />
        {formError ? (
          <Alert tone="danger" hideAfterMs={profileAlertMs} onHide={() => clearErrors()}>
            {formError}
          </Alert>
        ) : null}
        <Button type="submit" variant="danger" busy={busy}>
          <FormattedMessage {...messages.submit} />
        </Button>
      </form>
    </section>
  );
}
