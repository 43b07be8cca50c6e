import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiResponse } from '@tribune/shared';

/**
 * GET /api/v2/notifications?page=N (NOT-01): 20 a page, newest activity first, with the counts and the
 * server's "no notifications" text in the tenant's language.
 */
export type NotificationsPage = ApiResponse<'/api/v2/notifications', 'get'>;

/**
 * One page of one user's notifications. The bell and the notifications page read the same keys, so a
 * change made in one (read, real time) shows in the other; `isNotificationsKey` finds them all.
 */
function notificationsKey(userId: number, page: number) {
  return ['community/notifications', userId, page] as const;
}

export function isNotificationsKey(key: unknown, userId: number): boolean {
  return Array.isArray(key) && key[0] === 'community/notifications' && key[1] === userId;
}

async function listNotifications(client: ApiClient, page: number): Promise<NotificationsPage> {
  return client.request('/api/v2/notifications', { query: { page } });
}

/** One page (1-based) of the logged-in user's notifications; null asks for nothing (a guest). */
export function useListNotifications(userId: number | null, page: number) {
  const client = useApiClient();
  return useSWR(userId === null ? null : notificationsKey(userId, page), () => listNotifications(client, page));
}
