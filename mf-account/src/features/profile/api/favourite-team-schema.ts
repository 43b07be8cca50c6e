import type { ApiSchemas } from '@tribune/shared';

/**
 * The fan's club (CLB-01): the match centre's favourite team (MC-11) as the account keeps it, typed by
 * the API contract (decision 0058). The profile settings show its crest (`logo`: a path relative to the
 * API origin or an absolute URL, shared's `crestUrl`) and names (docs/contracts.md "Favourite team").
 * GET and PUT /api/v2/user/favourite-team answer the same: the account's club, or none.
 */
export type MyClub = ApiSchemas['FavouriteTeam'];

/** The key carries the user id, so a different login never sees another fan's club. */
export function myClubKey(userId: number) {
  return ['/api/v2/user/favourite-team', userId] as const;
}
