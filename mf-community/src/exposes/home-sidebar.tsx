import { RemoteIntlProvider } from '@tribune/shared';
import { loadHomeSidebarMessages } from '../i18n/load-messages';
import { HomeSidebarWidget } from '../app/home-sidebar-widget';
import { HomeTopFans } from '../features/leaderboards/components/home-top-fans';
import '../styles/community.css';

/**
 * Fills the slot `home.sidebar` (see the slot registry in @tribune/shared): the comments widget, and
 * below it the top fans (KAR-01), which load their own code and messages when scrolled near.
 */
export default function CommunityHomeSidebar() {
  return (
    <RemoteIntlProvider loadMessages={loadHomeSidebarMessages}>
      <HomeSidebarWidget />
      <HomeTopFans />
    </RemoteIntlProvider>
  );
}
