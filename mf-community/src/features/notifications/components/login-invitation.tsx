import { FormattedMessage } from 'react-intl';
import { Button, useOpenAuthDialog } from '@tribune/shared';
import { notificationMessages } from './notification-messages';

/** Notifications are a fan's own: a guest is told what logging in gives, beside the login button. */
export function LoginInvitation() {
  const openAuthDialog = useOpenAuthDialog();
  return (
    <div className="nt-guest alert alert--info" role="status">
      <p className="nt-guest__text">
        <FormattedMessage {...notificationMessages.guest} />
      </p>
      <Button onClick={() => openAuthDialog('login')}>
        <FormattedMessage {...notificationMessages.login} />
      </Button>
    </div>
  );
}
