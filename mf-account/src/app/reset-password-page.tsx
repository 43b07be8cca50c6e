import { defineMessages, FormattedMessage } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { useShowImportedNotice } from '../features/imported-notice/imported-notice-atom';
import { NewPasswordForm } from '../features/password-reset/components/new-password-form';

const messages = defineMessages({
  title: {
    id: 'account.new-password.title',
    defaultMessage: 'Choose a new password',
    description: 'Heading of the reset-password page',
  },
});

/**
 * ACC-08: /password/reset/{token}?email=…, the link from the reset e-mail (ACC-07). The token is the
 * last path segment, whatever comes before it.
 */
export function ResetPasswordPage() {
  const { '*': rest = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = rest.split('/').filter(Boolean).pop() ?? '';
  const showImportedNotice = useShowImportedNotice();
  return (
    <section className="account-page" aria-labelledby="reset-password-title">
      <h1 id="reset-password-title">
        <FormattedMessage {...messages.title} />
      </h1>
      <NewPasswordForm
        token={token}
        email={searchParams.get('email') ?? ''}
        onLoggedIn={(outcome) => showImportedNotice(outcome.importedUserNotice)}
      />
    </section>
  );
}
