import type { ApiClient } from '@tribune/shared';
import type { Notification } from './notification-schema';

/**
 * GET /api/v2/notifications/{id}: one of the user's notifications (404 for anyone else's). A real-time
 * event carries only the id (docs/contracts.md "Real time"): the text comes from here.
 */
export async function getNotification(client: ApiClient, id: number): Promise<Notification> {
  const response = await client.request(`/api/v2/notifications/${id}`);
  return response.data;
}
