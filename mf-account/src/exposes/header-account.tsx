import { RemoteIntlProvider } from '@tribune/shared';
import { HeaderAccount } from '../app/header-account';
import { loadMessages } from '../i18n/load-messages';
import '../account.css';

/** Fills the `header.account` slot: login/register buttons, or the profile menu. */
export default function HeaderAccountExpose() {
  return (
    <RemoteIntlProvider loadMessages={loadMessages}>
      <HeaderAccount />
    </RemoteIntlProvider>
  );
}
