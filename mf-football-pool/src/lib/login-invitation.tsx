import { FormattedMessage, defineMessage } from 'react-intl';
import { Button, useOpenAuthDialog } from '@tribune/shared';

const loginLabel = defineMessage({
  id: 'football-pool.guest.login',
  defaultMessage: 'Log in',
  description: 'Button that opens the login dialog from a prediction-game page',
});

/** Playing needs an account (spec 000 §6): a guest is told what logging in gives, beside the login button. */
export function LoginInvitation({ text }: { text: string }) {
  const openAuthDialog = useOpenAuthDialog();
  return (
    <div className="fp-guest alert alert--info" role="status">
      <p className="fp-guest__text">{text}</p>
      <Button onClick={() => openAuthDialog('login')}>
        <FormattedMessage {...loginLabel} />
      </Button>
    </div>
  );
}
