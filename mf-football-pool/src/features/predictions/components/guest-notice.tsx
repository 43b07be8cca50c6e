import { defineMessage, useIntl } from 'react-intl';
import { LoginInvitation } from '../../../lib/login-invitation';

const guestText = defineMessage({
  id: 'football-pool.guest.text',
  defaultMessage: 'Log in to save your predictions and play for a place in the rankings.',
  description: 'Notice for guests on the predictions page',
});

/** Predicting needs an account (spec 000 §6): guests are invited to log in. */
export function GuestNotice() {
  const intl = useIntl();
  return <LoginInvitation text={intl.formatMessage(guestText)} />;
}
