import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Slot, useSession, useTenant } from '@tribune/shared';
import { shellMessages } from '../i18n/messages';
import { HeaderAccount } from './account-areas';
import { MainNavigation } from './main-navigation';

export function Header({ drawerOpen, onToggleDrawer }: { drawerOpen: boolean; onToggleDrawer: () => void }) {
  const intl = useIntl();
  const tenant = useTenant();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={drawerOpen}
          aria-controls="site-drawer"
          aria-label={intl.formatMessage(drawerOpen ? shellMessages.closeMenu : shellMessages.openMenu)}
          onClick={onToggleDrawer}
        >
          <span aria-hidden="true" className="hamburger" />
        </button>
        <Link
          to="/"
          className="site-header__brand"
          aria-label={intl.formatMessage(shellMessages.home, { name: tenant.name })}
        >
          <img src={tenant.theme.logoUrl} alt="" width="40" height="40" />
          <span className="site-header__name">{tenant.name}</span>
        </Link>
        <MainNavigation className="site-header__nav" />
        <div className="site-header__actions">
          <HeaderNotifications />
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}

/**
 * The bell is a member's part (NOT-02): a guest's page, and the server (which renders the guest view),
 * never fetch the remote that fills it, so it costs a guest's page nothing (the JavaScript budget,
 * e2e/README.md). It appears after hydration, once the stored session is read.
 */
function HeaderNotifications() {
  // A guest until hydrated (useSession), so the server's HTML and the first render agree.
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return null;
  return <Slot name="header.notifications" />;
}
