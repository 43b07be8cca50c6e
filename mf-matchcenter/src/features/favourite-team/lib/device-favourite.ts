import { favouriteTeamSchema, type FavouriteTeam } from '../api/favourite-team-schema';

/** Where a guest's favourite club is kept on the device (MC-11); a logged-in fan's is mirrored there too. */
export const favouriteTeamStorageKey = 'favourite_team';

/** The device's favourite club, or none: a value that is not one (edited, from an older version) counts as none. */
export function readDeviceFavourite(storage: Storage = localStorage): FavouriteTeam | null {
  try {
    const raw = storage.getItem(favouriteTeamStorageKey);
    if (raw === null) return null;
    const parsed = favouriteTeamSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage switched off (private mode, a policy) or not JSON: no favourite, the page works on.
    return null;
  }
}

export function writeDeviceFavourite(team: FavouriteTeam | null, storage: Storage = localStorage): void {
  try {
    if (team === null) storage.removeItem(favouriteTeamStorageKey);
    else storage.setItem(favouriteTeamStorageKey, JSON.stringify(team));
  } catch {
    // A full or switched-off storage: the choice lasts this page only, as for a fan without storage.
  }
}
