import { defineMessages, FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { useVerifyEmail } from '../features/email-verification/api/verify-email';
import { VerifyLink } from '../features/email-verification/components/verify-link';
import { useShowImportedNotice } from '../features/imported-notice/imported-notice-atom';
import type { LoginOutcome } from '../lib/login-answer';

const messages = defineMessages({
  title: {
    id: 'account.verify.title',
    defaultMessage: 'Verifying your e-mail address',
    description: 'Heading of the e-mail verification page',
  },
});

/**
 * ACC-04: /email/verify/{userId}/{hash}, the link from the registration e-mail. Success logs the user in
 * with the answer and lands on /user/profile?verify=1; a failure shows an alert, then goes home after 2 s.
 */
export function VerifyEmailPage() {
  const { userId = '', hash = '' } = useParams();
  const { trigger } = useVerifyEmail({ userId, hash });
  const showImportedNotice = useShowImportedNotice();
  return (
    <VerifyLink
      title={<FormattedMessage {...messages.title} />}
      verify={trigger}
      onLoggedIn={(outcome: LoginOutcome) => showImportedNotice(outcome.importedUserNotice)}
      context="e-mail verification"
    />
  );
}
