import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';
import { notificationCountsSchema, notificationsPath, type NotificationCounts } from './notification-schema';

/** PATCH /api/v2/notifications/read-all and /open-all answer the new counts. */
export const notificationCountsResponseSchema = z.object({ data: notificationCountsSchema });
export type ReadAllFollowsTheApi = AcceptsApi<
  z.input<typeof notificationCountsResponseSchema>,
  ApiResponse<'/api/v2/notifications/read-all', 'patch'>
>;

/** PATCH /api/v2/notifications/read-all (NOT-01): "mark all as read". */
export async function markAllNotificationsRead(client: ApiClient): Promise<NotificationCounts> {
  const response = await client.request(`${notificationsPath}/read-all`, notificationCountsResponseSchema, {
    method: 'PATCH',
  });
  return response.data;
}
