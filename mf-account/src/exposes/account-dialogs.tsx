import { RemoteIntlProvider } from '@tribune/shared';
import { AccountLayer } from '../app/account-layer';
import { loadMessages } from '../i18n/load-messages';
import '../account.css';

/**
 * Fills the `shell.account-dialogs` slot (once per page): the login, register and reset dialogs, and
 * the page-wide behaviours (imported-user notice, pop-up, #register links, admin tools).
 */
export default function AccountDialogsExpose() {
  return (
    <RemoteIntlProvider loadMessages={loadMessages}>
      <AccountLayer />
    </RemoteIntlProvider>
  );
}
