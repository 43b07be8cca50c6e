import type { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';
import { notificationResponseSchema } from './get-notification';
import { notificationsPath, type Notification } from './notification-schema';

export type ReadNotificationFollowsTheApi = AcceptsApi<
  z.input<typeof notificationResponseSchema>,
  ApiResponse<'/api/v2/notifications/{id}/read', 'patch'>
>;

/** PATCH /api/v2/notifications/{id}/read (NOT-01): the notification, now read. */
export async function markNotificationRead(client: ApiClient, id: number): Promise<Notification> {
  const response = await client.request(`${notificationsPath}/${id}/read`, notificationResponseSchema, {
    method: 'PATCH',
  });
  return response.data;
}
