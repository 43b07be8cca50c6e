import { useCallback, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { TenantTemplate, useApiClient, useAppearance, useRenderedAt, useTenant } from '@tribune/shared';
import { shellMessages } from '../i18n/messages';
import { AccountLayer } from './account-areas';
import { SiteExtras } from './site-extras';
import { Drawer } from './drawer';
import { Header } from './header';

/** The frame around every page: header, drawer, the page, footer and the account dialogs. */
export function Layout({ children }: { children: ReactNode }) {
  const tenant = useTenant();
  const renderedAt = useRenderedAt();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // ACC-09 / ACC-16: once per page, a logged-in fan's dark mode and text size come from the account, so
  // a change made on another device shows here too (the stored ones show first, without waiting).
  const api = useApiClient();
  useAppearance(undefined, { followAccount: api });
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  return (
    <>
      <a className="skip-link" href="#content">
        <FormattedMessage {...shellMessages.skipToContent} />
      </a>
      <Header drawerOpen={drawerOpen} onToggleDrawer={() => setDrawerOpen((open) => !open)} />
      <Drawer open={drawerOpen} onClose={closeDrawer} />
      <main id="content" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        {/* PLT-04: the tenant's own footer file (about text, links), when it has one. */}
        <TenantTemplate name="footer" className="site-footer__tenant" />
        <p className="site-footer__rights">
          <FormattedMessage
            {...shellMessages.footerRights}
            values={{ year: new Date(renderedAt).getFullYear(), name: tenant.name }}
          />
        </p>
      </footer>
      <AccountLayer />
      <SiteExtras />
    </>
  );
}
