import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Alert, failureText, Spinner, useSession } from '@tribune/shared';
import type { LoginOutcome } from '../../../lib/login-answer';

/** ACC-04 / ACC-05: the spec's constant, a failed verification goes home after this long. */
const verifyFailureRedirectMs = 2000;

interface VerifyLinkProps {
  title: ReactNode;
  /** Sends the link's single call; the answer is a login. */
  verify: () => Promise<LoginOutcome>;
  /** After the session holds the login, with the answer's notices (ACC-18). */
  onLoggedIn: (outcome: LoginOutcome) => void;
  /** For the console, when a failure has no server message. */
  context: string;
}

/**
 * An e-mailed verification link (ACC-04 the first address, ACC-05 a changed one): verifies once, also
 * when StrictMode runs effects twice (the link is single-use). Success logs in with the answer and lands
 * on /user/profile?verify=1; a failure shows the server's message as an alert, then goes home after 2 s.
 */
export function VerifyLink({ title, verify, onLoggedIn, context }: VerifyLinkProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const titleId = useId();
  const { signIn } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verify().then(
      (outcome) => {
        signIn(outcome.data);
        onLoggedIn(outcome);
        void navigate('/user/profile?verify=1', { replace: true });
      },
      (error: unknown) => {
        // 401, 422 and 500 carry the server's message (the spec's catalogue); anything else gets ours, logged.
        setFailure(failureText(error, intl, context));
      },
    );
  }, [verify, signIn, onLoggedIn, navigate, intl, context]);

  useEffect(() => {
    if (failure === null) return undefined;
    const timer = setTimeout(() => void navigate('/', { replace: true }), verifyFailureRedirectMs);
    return () => clearTimeout(timer);
  }, [failure, navigate]);

  return (
    <section className="verify-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {failure === null ? <Spinner /> : <Alert tone="danger">{failure}</Alert>}
    </section>
  );
}
