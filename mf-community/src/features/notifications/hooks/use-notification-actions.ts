import { useMemo } from 'react';
import { useApiClient } from '@tribune/shared';
import { markAllNotificationsRead } from '../api/mark-all-notifications-read';
import { markNotificationRead } from '../api/mark-notification-read';
import { notificationState, type Notification } from '../api/notification-schema';
import { openAllNotifications } from '../api/open-all-notifications';
import { logNotificationError } from '../lib/log-notification-error';
import { countRead, markAllOpened, markAllRead, replace, setCounts } from '../lib/page-updates';
import { useNotificationsCache } from './use-notifications-cache';

/**
 * NOT-01: read one, read all, open all. Each shows at once (the fan is navigating away, or looking at
 * the badge) and is then set to what the API answers; a failure is logged and the lists are fetched
 * again, so nothing stays wrong (spec 001 §8: notification errors are only logged).
 */
export function useNotificationActions(userId: number) {
  const client = useApiClient();
  const cache = useNotificationsCache(userId);
  return useMemo(
    () => ({
      markRead(notification: Notification) {
        const state = notificationState(notification);
        if (state === 'read') return;
        const now = new Date().toISOString();
        cache.update(replace({ ...notification, open_at: notification.open_at ?? now, read_at: now }));
        cache.update(countRead(state === 'new'));
        markNotificationRead(client, notification.id).then(
          (read) => cache.update(replace(read)),
          (error: unknown) => {
            logNotificationError('marking a notification read', error);
            cache.refetch();
          },
        );
      },
      markAllRead() {
        cache.update(markAllRead(new Date().toISOString()));
        cache.update(setCounts({ unopen: 0, unread: 0 }));
        markAllNotificationsRead(client).then(
          (counts) => cache.update(setCounts(counts)),
          (error: unknown) => {
            logNotificationError('marking all notifications read', error);
            cache.refetch();
          },
        );
      },
      /** The menu opened: the badge clears, the items stay unread (and keep their highlight until it closes). */
      openAll() {
        cache.update((page) => setCounts({ unopen: 0, unread: page.data.unread })(page));
        openAllNotifications(client).then(
          (counts) => cache.update(setCounts(counts)),
          // Not fetched again: the badge stays cleared until the next load rather than asking in a loop.
          (error: unknown) => logNotificationError('opening the notifications', error),
        );
      },
      /** The menu closed after open-all: what was new shows as opened from now on. */
      settleOpened() {
        cache.update(markAllOpened(new Date().toISOString()));
      },
    }),
    [cache, client],
  );
}
