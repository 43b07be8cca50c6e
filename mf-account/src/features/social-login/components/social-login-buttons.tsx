import { useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { Alert, Button, failureText, pendingCommentAtom } from '@tribune/shared';
import { useLocationAssign } from '../../../lib/location-assign';
import { useListProviders, type LoginProvider } from '../api/list-providers';
import { useStartSocialLogin } from '../api/start-social-login';
import { saveSocialLoginState } from '../social-login-state';

const messages = defineMessages({
  or: {
    id: 'account.social.or',
    defaultMessage: 'or',
    description: 'Separator between the login form and the "Log in with …" buttons',
  },
  group: {
    id: 'account.social.group',
    defaultMessage: 'Log in with another account',
    description: 'Accessible name of the group of social-login buttons',
  },
});

const logInWith = defineMessage<{ label: string }>({
  id: 'account.social.log-in-with',
  defaultMessage: 'Log in with {label}',
  description: 'Button that starts a login with a social or OpenID provider; label is the provider name, e.g. Google',
});

/**
 * ACC-03: one "Log in with {label}" button per provider the tenant configured (none: nothing shows).
 * A click asks the API for the provider's URL, keeps the returned `state` for the callback page and
 * leaves for the provider. A pending comment travels along as redirect_data (ACC-10).
 */
export function SocialLoginButtons() {
  const intl = useIntl();
  const { data: providers } = useListProviders();
  const pendingComment = useAtomValue(pendingCommentAtom);
  const { trigger } = useStartSocialLogin();
  const assignLocation = useLocationAssign();
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // The providers list failing is not worth an error in the login form: password login still works.
  if (!providers || providers.length === 0) return null;

  async function start(provider: LoginProvider) {
    if (leavingFor !== null) return;
    setFailure(null);
    setLeavingFor(provider.name);
    try {
      const { url, state } = await trigger({ provider: provider.name, pendingComment });
      saveSocialLoginState(provider.name, state);
      // Stays busy: the page is being left.
      assignLocation(url);
    } catch (error) {
      setLeavingFor(null);
      setFailure(failureText(error, intl, `starting the ${provider.name} login`));
    }
  }

  return (
    <div className="social-login" role="group" aria-label={intl.formatMessage(messages.group)}>
      <p className="social-login__or">
        <FormattedMessage {...messages.or} />
      </p>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      {providers.map((provider) => (
        <Button
          key={provider.name}
          variant="secondary"
          className="social-login__button"
          busy={leavingFor === provider.name}
          disabled={leavingFor !== null}
          onClick={() => void start(provider)}
        >
          <FormattedMessage {...logInWith} values={{ label: provider.label }} />
        </Button>
      ))}
    </div>
  );
}
