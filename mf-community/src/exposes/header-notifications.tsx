import { lazy, Suspense } from 'react';
import { RemoteIntlProvider, useSession } from '@tribune/shared';
import { loadMessages } from '../i18n/load-messages';
import '../styles/notifications.css';

// Only a logged-in user has a bell: a guest's page (and the server, which renders the guest view) loads
// neither its code nor this remote's messages.
const NotificationBell = lazy(() =>
  import('../features/notifications/components/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);

/**
 * Fills the slot `header.notifications` (NOT-01..NOT-04): the bell, for a logged-in user after hydration.
 * Keyed by the user, so a login (ACC-10) or a change of account loads that user's notifications afresh.
 */
export default function HeaderNotifications() {
  const { user, isLoggedIn } = useSession();
  if (!isLoggedIn || !user) return null;
  return (
    <RemoteIntlProvider loadMessages={loadMessages}>
      <Suspense fallback={null}>
        <NotificationBell key={user.id} userId={user.id} />
      </Suspense>
    </RemoteIntlProvider>
  );
}
