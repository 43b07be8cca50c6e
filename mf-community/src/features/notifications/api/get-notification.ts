import type { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';
import { notificationResponseSchema, type Notification } from './notification-schema';

/** GET /api/v2/notifications/{id}: one of the user's notifications (404 for anyone else's). */
type _NotificationFollowTheApi = AcceptsApi<
  z.input<typeof notificationResponseSchema>,
  ApiResponse<'/api/v2/notifications/{id}', 'get'>
>;

/** A real-time event carries only the id (docs/contracts.md "Real time"): the text comes from here. */
export async function getNotification(client: ApiClient, id: number): Promise<Notification> {
  const response = await client.request(`/api/v2/notifications/${id}`, notificationResponseSchema);
  return response.data;
}
