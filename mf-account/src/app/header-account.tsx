import { defineMessages, FormattedMessage } from 'react-intl';
import { Button, useOpenAuthDialog, useSession } from '@tribune/shared';
import { ProfileMenu } from './profile-menu';

const messages = defineMessages({
  login: {
    id: 'account.header.login',
    defaultMessage: 'Log in',
    description: 'Header button that opens the login dialog',
  },
  register: {
    id: 'account.header.register',
    defaultMessage: 'Register',
    description: 'Header button that opens the registration dialog',
  },
});

/** The header's account entry: login and register for guests, the profile menu once logged in. */
export function HeaderAccount() {
  const session = useSession();
  const openAuthDialog = useOpenAuthDialog();
  if (session.isLoggedIn && session.user) {
    return (
      <ProfileMenu
        user={session.user}
        isManager={session.isManager}
        mayUseNewsroom={session.mayUseNewsroom}
        emailVerified={session.emailVerified}
      />
    );
  }
  return (
    <div className="header-account">
      <Button variant="secondary" onClick={() => openAuthDialog('login')}>
        <FormattedMessage {...messages.login} />
      </Button>
      <Button variant="primary" onClick={() => openAuthDialog('register')}>
        <FormattedMessage {...messages.register} />
      </Button>
    </div>
  );
}
