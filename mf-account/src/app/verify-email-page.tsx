import { useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { Alert, isApiError, Spinner, useSession } from '@tribune/shared';
import { useVerifyEmail } from '../features/email-verification/api/verify-email';
import { failureMessage } from '../lib/failure-message';

const messages = defineMessages({
  title: { id: 'account.verify.title', defaultMessage: 'Verifying your e-mail address', description: 'Heading of the e-mail verification page' },
});

/** ACC-04: the spec's constant, a failed verification goes home after this long. */
const verifyFailureRedirectMs = 2000;

/**
 * ACC-04: /email/verify/{userId}/{hash}, the link from the registration e-mail. Success logs the user in
 * with the answer and lands on /user/profile?verify=1; a failure shows an alert, then goes home after 2 s.
 */
export function VerifyEmailPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { userId = '', hash = '' } = useParams();
  const { signIn } = useSession();
  const { trigger } = useVerifyEmail({ userId, hash });
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // The link is single-use: verify once per page, also when StrictMode runs effects twice.
    if (started.current) return;
    started.current = true;
    trigger().then(
      (data) => {
        signIn(data);
        void navigate('/user/profile?verify=1', { replace: true });
      },
      (error: unknown) => {
        // 401 and 500 carry the server's message (the spec's catalogue); anything else gets ours, logged.
        setFailure(isApiError(error, 401) || isApiError(error, 500) ? error.message : failureMessage(error, intl, 'e-mail verification failed'));
      },
    );
  }, [trigger, signIn, navigate, intl]);

  useEffect(() => {
    if (failure === null) return undefined;
    const timer = setTimeout(() => void navigate('/', { replace: true }), verifyFailureRedirectMs);
    return () => clearTimeout(timer);
  }, [failure, navigate]);

  return (
    <section className="verify-page" aria-labelledby="verify-email-title">
      <h1 id="verify-email-title">
        <FormattedMessage {...messages.title} />
      </h1>
      {failure === null ? <Spinner /> : <Alert tone="danger">{failure}</Alert>}
    </section>
  );
}
