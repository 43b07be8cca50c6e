import { useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSetAtom } from 'jotai';
import { Alert, failureText, pendingCommentAtom, resourcePath, Spinner, useSession } from '@tribune/shared';
import { flashMessageAtom } from '../../../lib/flash-message';
import type { LoginOutcome } from '../../../lib/login-answer';
import { useCompleteSocialLogin } from '../api/complete-social-login';
import { takeSocialLoginState } from '../social-login-state';

const messages = defineMessages({
  title: {
    id: 'account.social.callback.title',
    defaultMessage: 'Logging you in…',
    description: 'Heading of the page the social-login provider sends the user back to',
  },
  refused: {
    id: 'account.social.callback.refused',
    defaultMessage: 'The login was cancelled or refused. Please try again.',
    description: 'Alert on the social-login page when the provider sent back an error instead of a code',
  },
  stateMismatch: {
    id: 'account.social.callback.state-mismatch',
    defaultMessage:
      'This login could not be completed: it has expired or was started in another window. Please try again.',
    description:
      'Alert on the social-login page when the answer does not belong to the login started in this browser tab',
  },
  home: {
    id: 'account.social.callback.home',
    defaultMessage: 'Back to the home page',
    description: 'Link on the social-login page after a failed login',
  },
});

interface SocialLoginCallbackProps {
  /** After the session holds the login, with the answer's notices (ACC-18). */
  onLoggedIn: (outcome: LoginOutcome) => void;
}

/**
 * ACC-03: /login/{provider}/callback?code&state. A `state` that this tab did not start is refused
 * without any call; otherwise the code goes to the API once (also under StrictMode). Success restores the
 * pending comment (before the sign-in is counted, so mf_community finds it: ACC-10), logs in and lands on
 * the page of the pending comment's resource, else `/`; an error stays on this page as an alert (the spec's "loading page").
 */
export function SocialLoginCallback({ onLoggedIn }: SocialLoginCallbackProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { provider = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { signIn } = useSession();
  const setPendingComment = useSetAtom(pendingCommentAtom);
  const setFlashMessage = useSetAtom(flashMessageAtom);
  const { trigger } = useCompleteSocialLogin(provider);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // The code is single-use: exchange it once per page, also when StrictMode runs effects twice.
    if (started.current) return;
    started.current = true;
    const code = searchParams.get('code') ?? '';
    const state = searchParams.get('state') ?? '';
    const providerError = searchParams.get('error');
    if (providerError !== null || code === '') {
      // The provider's own description is not shown: it arrives in the address, which anyone can craft.
      console.error(
        `[mf_account] social login with ${provider} refused: ${providerError ?? 'no code'} ${searchParams.get('error_description') ?? ''}`.trim(),
      );
      takeSocialLoginState(provider, state);
      setFailure(intl.formatMessage(messages.refused));
      return;
    }
    if (!takeSocialLoginState(provider, state)) {
      setFailure(intl.formatMessage(messages.stateMismatch));
      return;
    }
    trigger({ code, state }).then(
      (outcome) => {
        if (outcome.pendingComment) setPendingComment(outcome.pendingComment);
        signIn(outcome.data);
        if (outcome.message) setFlashMessage(outcome.message);
        onLoggedIn(outcome);
        // Back to the comments the fan was writing under, where the section posts the pending comment
        // (ACC-10); otherwise home.
        const pending = outcome.pendingComment;
        const back = pending ? resourcePath(pending.resource_type, pending.resource_id) : null;
        void navigate(back ? `${back}#comments` : '/', { replace: true });
      },
      (error: unknown) => {
        // 422 (used or expired state, refused code) and 404 carry the server's message.
        setFailure(failureText(error, intl, `social login with ${provider}`));
      },
    );
  }, [searchParams, provider, trigger, signIn, setPendingComment, setFlashMessage, onLoggedIn, navigate, intl]);

  return (
    <section className="verify-page" aria-labelledby="social-login-title">
      <h1 id="social-login-title">
        <FormattedMessage {...messages.title} />
      </h1>
      {failure === null ? (
        <Spinner />
      ) : (
        <>
          <Alert tone="danger">{failure}</Alert>
          <p>
            <Link to="/">
              <FormattedMessage {...messages.home} />
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
