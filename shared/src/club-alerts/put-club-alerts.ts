import type { ApiClient } from '../api/api-client';
import { guestHeaders, type AlertKind, type ClubAlert, type GuestProof } from './list-club-alerts';

/**
 * PUT /api/v2/club-alerts/{teamId} {kinds} (CLB-03): the kinds of alerts for one club, on the fan's
 * account or (`guest`) on this browser's subscription; `[]` turns the club's alerts off. Answers what
 * is stored.
 */
export async function putClubAlerts(
  client: ApiClient,
  teamId: number,
  kinds: readonly AlertKind[],
  guest?: GuestProof,
): Promise<ClubAlert> {
  const headers = guestHeaders(guest);
  const response = await client.request(`/api/v2/club-alerts/${teamId}`, {
    method: 'PUT',
    body: { kinds },
    ...(headers ? { headers } : {}),
  });
  return response.data;
}
