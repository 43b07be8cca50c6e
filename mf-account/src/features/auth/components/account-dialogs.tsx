import { useState, type ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useAtom } from 'jotai';
import { Alert, authDialogAtom, Modal, type StoredUser } from '@tribune/shared';
import type { LoginOutcome } from '../../../lib/login-answer';
import { useReloadOnPredictionsPage } from '../hooks/use-reload-on-predictions-page';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

const titles = defineMessages({
  login: { id: 'account.dialog.login.title', defaultMessage: 'Log in', description: 'Title of the login dialog' },
  register: {
    id: 'account.dialog.register.title',
    defaultMessage: 'Create an account',
    description: 'Title of the registration dialog',
  },
  'reset-password': {
    id: 'account.dialog.reset.title',
    defaultMessage: 'Reset your password',
    description: 'Title of the password-reset request dialog',
  },
});

const loggedInMessage = defineMessage<{ username: string }>({
  id: 'account.login.success',
  defaultMessage: 'Welcome back, {username}! You are logged in.',
  description: 'Banner shown for 3 seconds after a successful login',
});

/** ACC-01: the spec's constant, the login success banner hides after this long. */
const loginBannerMs = 3000;

interface AccountDialogsProps {
  /** ACC-03: the "Log in with …" buttons shown in the login and register forms. */
  socialLogin?: ReactNode;
  /** After a password login, with the answer's notices (ACC-18's imported-user notice). */
  onLoggedIn?: (outcome: LoginOutcome) => void;
}

/**
 * The account dialogs of the page (rendered once, by the shell's `shell.account-dialogs` slot): whichever
 * dialog authDialogAtom names, so any remote can ask for the login (CMT-08, PLT-12), plus the banner
 * that confirms a login after its dialog closed.
 */
export function AccountDialogs({ socialLogin, onLoggedIn: afterLogin }: AccountDialogsProps) {
  const intl = useIntl();
  const [dialog, setDialog] = useAtom(authDialogAtom);
  const [loggedInAs, setLoggedInAs] = useState<string | null>(null);
  const reloadOnPredictionsPage = useReloadOnPredictionsPage();
  const close = () => setDialog(null);

  const onLoggedIn = (user: StoredUser, outcome: LoginOutcome) => {
    setLoggedInAs(user.username);
    close();
    afterLogin?.(outcome);
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
          {dialog === 'login' ? (
            <LoginForm onLoggedIn={onLoggedIn} onSwitch={setDialog} socialLogin={socialLogin} />
          ) : null}
          {dialog === 'register' ? (
            <RegisterForm onRegistered={onRegistered} onSwitch={setDialog} socialLogin={socialLogin} />
          ) : null}
          {dialog === 'reset-password' ? <ResetPasswordForm onSwitch={setDialog} /> : null}
        </Modal>
      ) : null}
    </>
  );
}
