import type { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';
import { notificationCountsResponseSchema } from './mark-all-notifications-read';
import { notificationsPath, type NotificationCounts } from './notification-schema';

export type OpenAllFollowsTheApi = AcceptsApi<
  z.input<typeof notificationCountsResponseSchema>,
  ApiResponse<'/api/v2/notifications/open-all', 'patch'>
>;

/** PATCH /api/v2/notifications/open-all (NOT-01/NOT-02): the menu was opened, so nothing is new any more. */
export async function openAllNotifications(client: ApiClient): Promise<NotificationCounts> {
  const response = await client.request(`${notificationsPath}/open-all`, notificationCountsResponseSchema, {
    method: 'PATCH',
  });
  return response.data;
}
