import { useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useAtom } from 'jotai';
import { Alert, authDialogAtom, Modal, type AuthDialog, type StoredUser } from '@tribune/shared';
import { useReloadOnPredictionsPage } from '../hooks/use-reload-on-predictions-page';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

const titles = defineMessages({
  login: { id: 'account.dialog.login.title', defaultMessage: 'Log in', description: 'Title of the login dialog' },
  register: { id: 'account.dialog.register.title', defaultMessage: 'Create an account', description: 'Title of the registration dialog' },
  'reset-password': { id: 'account.dialog.reset.title', defaultMessage: 'Reset your password', description: 'Title of the password-reset request dialog' },
});

const loggedInMessage = defineMessage<{ username: string }>({
  id: 'account.login.success',
  defaultMessage: 'Welcome back, {username}! You are logged in.',
  description: 'Banner shown for 3 seconds after a successful login',
});

/** ACC-01: the spec's constant, the login success banner hides after this long. */
const loginBannerMs = 3000;

/**
 * The account dialogs of the page (rendered once, by the shell's `shell.account-dialogs` slot): whichever
 * dialog authDialogAtom names, so any remote can ask for the login (CMT-08, PLT-12), plus the banner
 * that confirms a login after its dialog closed.
 */
export function AccountDialogs() {
  const intl = useIntl();
  const [dialog, setDialog] = useAtom(authDialogAtom);
  const [loggedInAs, setLoggedInAs] = useState<string | null>(null);
  const reloadOnPredictionsPage = useReloadOnPredictionsPage();
  const close = () => setDialog(null);

  const onLoggedIn = (user: StoredUser) => {
    setLoggedInAs(user.username);
    close();
    reloadOnPredictionsPage();
  };

  const onRegistered = () => {
    close();
    reloadOnPredictionsPage();
  };

  return (
    <>
      {loggedInAs !== null ? (
        <div className="account-toast">
          <Alert tone="success" hideAfterMs={loginBannerMs} onHide={() => setLoggedInAs(null)}>
            <FormattedMessage {...loggedInMessage} values={{ username: loggedInAs }} />
          </Alert>
        </div>
      ) : null}
      {dialog !== null ? (
        // A new key per dialog remounts the modal, so focus moves into the form that replaced the last one.
        <Modal key={dialog} title={intl.formatMessage(titles[dialog])} onClose={close} className="auth-dialog">
          {dialog === 'login' ? <LoginForm onLoggedIn={onLoggedIn} onSwitch={setDialog} /> : null}
          {dialog === 'register' ? <RegisterForm onRegistered={onRegistered} onSwitch={setDialog} /> : null}
          {dialog === 'reset-password' ? <ResetPasswordForm onSwitch={setDialog} /> : null}
        </Modal>
      ) : null}
    </>
  );
}
