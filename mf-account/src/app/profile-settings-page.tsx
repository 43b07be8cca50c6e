import { useEffect, useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { Alert, useSession } from '@tribune/shared';

const messages = defineMessages({
  title: { id: 'account.settings.title', defaultMessage: 'Profile settings', description: 'Heading of the profile settings page' },
  verified: {
    id: 'account.settings.verified',
    defaultMessage: 'Thank you: your e-mail address is verified.',
    description: 'Shown once on the profile settings page after the e-mail verification link was opened',
  },
});

/**
 * /user/profile: where a verified e-mail lands (ACC-04). Only the frame for now: the settings form is
 * ACC-13, a later issue. Login is required, else home; ?verify shows the verify message once.
 */
export function ProfileSettingsPage() {
  const { isLoggedIn } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once, then the query is dropped, so a reload does not show the message again.
  const [justVerified] = useState(() => searchParams.has('verify'));
  useEffect(() => {
    if (searchParams.has('verify')) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);
  if (!isLoggedIn) return <Navigate to="/" replace />;
  return (
    <section aria-labelledby="profile-settings-title">
      <h1 id="profile-settings-title">
        <FormattedMessage {...messages.title} />
      </h1>
      {justVerified ? (
        <Alert tone="success">
          <FormattedMessage {...messages.verified} />
        </Alert>
      ) : null}
    </section>
  );
}
