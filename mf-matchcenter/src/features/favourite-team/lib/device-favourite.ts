import { z } from 'zod/mini';
import { favouriteTeamSchema, type FavouriteTeam } from '../api/favourite-team-schema';

/** Where a guest's favourite club is kept on the device (MC-11); a logged-in fan's is mirrored there too. */
export const favouriteTeamStorageKey = 'favourite_team';

/**
 * The stored club, and for a mirror the account it copies (`accountId`). Without one, a guest chose it
 * on this device: only such a choice moves to an account at login (issue 27: a copy of an account's
 * club cleared elsewhere, in the profile settings or on another device, must not come back).
 */
const deviceFavouriteSchema = z.extend(favouriteTeamSchema, { accountId: z.optional(z.number()) });

export interface DeviceFavourite {
  team: FavouriteTeam;
  /** The account whose club this mirrors; null when a guest chose it on this device. */
  accountId: number | null;
}

/** The device's favourite club and whose it is, or none: a value that is not one (edited, older) counts as none. */
export function readDeviceFavouriteEntry(storage: Storage = localStorage): DeviceFavourite | null {
  try {
    const raw = storage.getItem(favouriteTeamStorageKey);
    if (raw === null) return null;
    const parsed = deviceFavouriteSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const { accountId, ...team } = parsed.data;
    return { team, accountId: accountId ?? null };
  } catch {
    // Storage switched off (private mode, a policy) or not JSON: no favourite, the page works on.
    return null;
  }
}

/** The device's favourite club, or none. */
export function readDeviceFavourite(storage: Storage = localStorage): FavouriteTeam | null {
  return readDeviceFavouriteEntry(storage)?.team ?? null;
}

/** Keeps `team` on the device: a guest's choice (`accountId` null) or the copy of that account's club. */
export function writeDeviceFavourite(
  team: FavouriteTeam | null,
  accountId: number | null = null,
  storage: Storage = localStorage,
): void {
  try {
    if (team === null) storage.removeItem(favouriteTeamStorageKey);
    else storage.setItem(favouriteTeamStorageKey, JSON.stringify(accountId === null ? team : { ...team, accountId }));
  } catch {
    // A full or switched-off storage: the choice lasts this page only, as for a fan without storage.
  }
}
