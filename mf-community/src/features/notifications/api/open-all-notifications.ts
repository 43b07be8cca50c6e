import { useCallback } from 'react';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { useNotificationsCache } from '../hooks/use-notifications-cache';
import { logNotificationError } from '../lib/log-notification-error';
import { setCounts } from '../lib/page-updates';
import type { NotificationCounts } from './notification-schema';

/** PATCH /api/v2/notifications/open-all (NOT-01/NOT-02): the menu was opened, so nothing is new any more. */
async function openAllNotifications(client: ApiClient): Promise<NotificationCounts> {
  const response = await client.request('/api/v2/notifications/open-all', { method: 'PATCH' });
  return response.data;
}

/** NOT-01/NOT-02: the menu opened: the badge clears at once, the items stay unread (and keep their highlight until it closes). */
export function useOpenAllNotifications(userId: number) {
  const client = useApiClient();
  const cache = useNotificationsCache(userId);
  return useCallback(() => {
    cache.update((page) => setCounts({ unopen: 0, unread: page.data.unread })(page));
    openAllNotifications(client).then(
      (counts) => cache.update(setCounts(counts)),
      // Not fetched again: the badge stays cleared until the next load rather than asking in a loop.
      (error: unknown) => logNotificationError('opening the notifications', error),
    );
  }, [cache, client]);
}
