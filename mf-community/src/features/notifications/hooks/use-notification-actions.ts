import { useMemo } from 'react';
import { useOpenAllNotifications } from '../api/open-all-notifications';
import { useReadAllNotifications } from '../api/read-all-notifications';
import { useReadNotification } from '../api/read-notification';
import { markAllOpened } from '../lib/page-updates';
import { useNotificationsCache } from './use-notifications-cache';

/**
 * NOT-01: read one, read all, open all. Each shows at once (the fan is navigating away, or looking at
 * the badge) and is then set to what the API answers; a failure is logged and the lists are fetched
 * again, so nothing stays wrong (spec 001 §8: notification errors are only logged).
 */
export function useNotificationActions(userId: number) {
  const cache = useNotificationsCache(userId);
  const markRead = useReadNotification(userId);
  const markAllRead = useReadAllNotifications(userId);
  const openAll = useOpenAllNotifications(userId);
  return useMemo(
    () => ({
      markRead,
      markAllRead,
      /** The menu opened: the badge clears, the items stay unread (and keep their highlight until it closes). */
      openAll,
      /** The menu closed after open-all: what was new shows as opened from now on. */
      settleOpened() {
        cache.update(markAllOpened(new Date().toISOString()));
      },
    }),
    [cache, markRead, markAllRead, openAll],
  );
}
