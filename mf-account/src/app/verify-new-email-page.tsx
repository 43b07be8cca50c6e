import { defineMessages, FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { useVerifyNewEmail } from '../features/email-verification/api/verify-new-email';
import { VerifyLink } from '../features/email-verification/components/verify-link';
import { useShowImportedNotice } from '../features/imported-notice/imported-notice-atom';
import type { LoginOutcome } from '../lib/login-answer';

const messages = defineMessages({
  title: {
    id: 'account.verify-new.title',
    defaultMessage: 'Confirming your new e-mail address',
    description: 'Heading of the page that confirms a changed e-mail address',
  },
});

/**
 * ACC-05: /new-email/verify/{userId}/{hash}, the link mailed to a changed address. Like ACC-04: success
 * logs in and lands on /user/profile?verify=1; a failure shows an alert, then goes home after 2 s.
 */
export function VerifyNewEmailPage() {
  const { userId = '', hash = '' } = useParams();
  const { trigger } = useVerifyNewEmail({ userId, hash });
  const showImportedNotice = useShowImportedNotice();
  return (
    <VerifyLink
      title={<FormattedMessage {...messages.title} />}
      verify={trigger}
      onLoggedIn={(outcome: LoginOutcome) => showImportedNotice(outcome.importedUserNotice)}
      context="new e-mail verification"
    />
  );
}
