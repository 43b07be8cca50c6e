import { useCallback } from 'react';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { useNotificationsCache } from '../hooks/use-notifications-cache';
import { logNotificationError } from '../lib/log-notification-error';
import { markAllRead, setCounts } from '../lib/page-updates';
import type { NotificationCounts } from './notification-schema';

/** PATCH /api/v2/notifications/read-all (NOT-01): "mark all as read". */
async function readAllNotifications(client: ApiClient): Promise<NotificationCounts> {
  const response = await client.request('/api/v2/notifications/read-all', { method: 'PATCH' });
  return response.data;
}

/**
 * NOT-01: "mark all as read" shows at once and is then set to the counts the API answers; a failure is
 * logged and the lists are fetched again.
 */
export function useReadAllNotifications(userId: number) {
  const client = useApiClient();
  const cache = useNotificationsCache(userId);
  return useCallback(() => {
    cache.update(markAllRead(new Date().toISOString()));
    cache.update(setCounts({ unopen: 0, unread: 0 }));
    readAllNotifications(client).then(
      (counts) => cache.update(setCounts(counts)),
      (error: unknown) => {
        logNotificationError('marking all notifications read', error);
        cache.refetch();
      },
    );
  }, [cache, client]);
}
