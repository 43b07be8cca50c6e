import * as v from 'valibot';
import { storedValue } from '@tribune/shared';
import type { FavouriteTeam } from './api/favourite-team-schema';

/** Where a guest's favourite club is kept on the device (MC-11); a logged-in fan's is mirrored there too. */
export const favouriteTeamStorageKey = 'favourite_team';

/**
 * The stored club, and for a mirror the account it copies (`accountId`). Without one, a guest chose it
 * on this device: only such a choice moves to an account at login (issue 27: a copy of an account's
 * club cleared elsewhere, in the profile settings or on another device, must not come back).
 */
const deviceFavouriteSchema = v.object({
  // The club as the API sends it (FavouriteTeam): storage is outside data, read back with this schema,
  // as an edited or older value must count as none rather than reach the page (decision 0058).
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  shortName: v.string(),
  logo: v.string(),
  league: v.object({ id: v.number(), slug: v.string(), name: v.string() }),
  accountId: v.optional(v.number()),
});

interface DeviceFavourite {
  team: FavouriteTeam;
  /** The account whose club this mirrors; null when a guest chose it on this device. */
  accountId: number | null;
}

const deviceFavourite = storedValue(favouriteTeamStorageKey, deviceFavouriteSchema, 'local');

/** The device's favourite club and whose it is, or none: a value that is not one (edited, older) counts as none. */
export function readDeviceFavouriteEntry(): DeviceFavourite | null {
  // Storage switched off (private mode, a policy) or not JSON reads as none too: the page works on.
  const stored = deviceFavourite.read();
  if (stored === null) return null;
  const { accountId, ...team } = stored;
  return { team, accountId: accountId ?? null };
}

/** The device's favourite club, or none. */
export function readDeviceFavourite(): FavouriteTeam | null {
  return readDeviceFavouriteEntry()?.team ?? null;
}

/**
 * Keeps `team` on the device: a guest's choice (`accountId` null) or the copy of that account's club. A
 * full or switched-off storage keeps nothing: the choice lasts this page only, as for a fan without storage.
 */
export function writeDeviceFavourite(team: FavouriteTeam | null, accountId: number | null = null): void {
  if (team === null) deviceFavourite.remove();
  else deviceFavourite.write(accountId === null ? team : { ...team, accountId });
}
