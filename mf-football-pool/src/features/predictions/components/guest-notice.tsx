import { FormattedMessage, defineMessages } from 'react-intl';
import { Button, useOpenAuthDialog } from '@tribune/shared';

const messages = defineMessages({
  text: {
    id: 'football-pool.guest.text',
    defaultMessage: 'Log in to save your predictions and play for a place in the rankings.',
    description: 'Notice for guests on the predictions page',
  },
  login: {
    id: 'football-pool.guest.login',
    defaultMessage: 'Log in',
    description: 'Button that opens the login dialog from the predictions page',
  },
});

/** Predicting needs an account (spec 000 §6): guests are invited to log in. */
export function GuestNotice() {
  const openAuthDialog = useOpenAuthDialog();
  return (
    <div className="fp-guest alert alert--info" role="status">
      <p className="fp-guest__text">
        <FormattedMessage {...messages.text} />
      </p>
      <Button onClick={() => openAuthDialog('login')}>
        <FormattedMessage {...messages.login} />
      </Button>
    </div>
  );
}
