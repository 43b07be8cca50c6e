import type { ApiClient } from '../api/api-client';
import type { ApiSchemas } from '../api/contract';

/** CLB-03: what a fan can be alerted about for a club's matches, in the API's order. */
export const alertKinds = ['kick_off', 'goal', 'red_card', 'half_time', 'full_time'] as const;
export type AlertKind = (typeof alertKinds)[number];

export type ClubAlert = ApiSchemas['ClubAlert'];

/**
 * A guest's proof that this browser holds its push subscription: both halves, in headers (never in a
 * URL, where an endpoint would end up in logs). A logged-in fan sends none: the token says whose.
 */
export interface GuestProof {
  pushUserId: string;
  endpoint: string;
}

export function guestHeaders(guest: GuestProof | undefined): Record<string, string> | undefined {
  return guest === undefined ? undefined : { 'X-Push-User-Id': guest.pushUserId, 'X-Push-Endpoint': guest.endpoint };
}

/** One SWR entry per viewer, so logging in or out reads the right preferences at once. */
export function clubAlertsKey(userId: number | null) {
  return ['shared/club-alerts', userId ?? 'guest'] as const;
}

/**
 * GET /api/v2/club-alerts (CLB-03): the clubs alerted about and the kinds turned on: the logged-in
 * fan's (on the account), or the guest's (on this browser's push subscription, `guest`).
 */
export async function listClubAlerts(client: ApiClient, guest?: GuestProof): Promise<ClubAlert[]> {
  const headers = guestHeaders(guest);
  const response = await client.request('/api/v2/club-alerts', headers ? { headers } : {});
  return response.data;
}
