import { useCallback } from 'react';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { useNotificationsCache } from '../hooks/use-notifications-cache';
import { logNotificationError } from '../lib/log-notification-error';
import { countRead, replace } from '../lib/page-updates';
import { notificationState, type Notification } from './notification-schema';

/** PATCH /api/v2/notifications/{id}/read (NOT-01): the notification, now read. */
async function readNotification(client: ApiClient, id: number): Promise<Notification> {
  const response = await client.request(`/api/v2/notifications/${id}/read`, { method: 'PATCH' });
  return response.data;
}

/**
 * NOT-01: a notification the fan clicks shows as read at once (they are navigating away) and is then
 * set to what the API answers; a failure is logged and the lists are fetched again.
 */
export function useReadNotification(userId: number) {
  const client = useApiClient();
  const cache = useNotificationsCache(userId);
  return useCallback(
    (notification: Notification) => {
      const state = notificationState(notification);
      if (state === 'read') return;
      const now = new Date().toISOString();
      cache.update(replace({ ...notification, open_at: notification.open_at ?? now, read_at: now }));
      cache.update(countRead(state === 'new'));
      readNotification(client, notification.id).then(
        (read) => cache.update(replace(read)),
        (error: unknown) => {
          logNotificationError('marking a notification read', error);
          cache.refetch();
        },
      );
    },
    [cache, client],
  );
}
