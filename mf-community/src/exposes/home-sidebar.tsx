import { RemoteIntlProvider } from '@tribune/shared';
import { loadHomeSidebarMessages } from '../i18n/load-messages';
import { HomeSidebarWidget } from '../app/home-sidebar-widget';
import '../styles/community.css';

/** Fills the slot `home.sidebar` (see the slot registry in @tribune/shared). */
export default function CommunityHomeSidebar() {
  return (
    <RemoteIntlProvider loadMessages={loadHomeSidebarMessages}>
      <HomeSidebarWidget />
    </RemoteIntlProvider>
  );
}
