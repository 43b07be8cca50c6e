import { RemoteIntlProvider } from '@tribune/shared';
import { AccountDialogs } from '../features/auth/components/account-dialogs';
import { loadMessages } from '../i18n/load-messages';
import '../account.css';

/** Fills the `shell.account-dialogs` slot (once per page): login, register and reset dialogs. */
export default function AccountDialogsExpose() {
  return (
    <RemoteIntlProvider loadMessages={loadMessages}>
      <AccountDialogs />
    </RemoteIntlProvider>
  );
}
