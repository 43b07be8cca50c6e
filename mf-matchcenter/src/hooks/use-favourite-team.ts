import { useCallback } from 'react';
import useSWR from 'swr';
import { useApiClient, useSession, type ApiClient } from '@tribune/shared';
import { favouriteTeamKey, type FavouriteTeam } from '../lib/api/favourite-team-schema';
import { getFavouriteTeam } from '../lib/api/get-favourite-team';
import { putFavouriteTeam, usePutFavouriteTeam } from '../lib/api/put-favourite-team';
import { readDeviceFavourite, readDeviceFavouriteEntry, writeDeviceFavourite } from '../lib/device-favourite';

/**
 * The logged-in fan's club from the account. A club a guest chose on this device before logging in
 * moves to an account that has none yet, so the choice a guest made is not lost by logging in; an
 * account's club wins otherwise, which is what makes it follow the fan to another device. The device's
 * copy of an account's club is not a guest's choice: when the account no longer has one (the fan
 * cleared it in the profile settings or on another device, CLB-01), the copy goes instead of coming back.
 */
async function accountFavourite(client: ApiClient, userId: number): Promise<FavouriteTeam | null> {
  const saved = await getFavouriteTeam(client);
  const onDevice = readDeviceFavouriteEntry();
  const guestChoice = onDevice !== null && onDevice.accountId === null ? onDevice.team : null;
  const team = saved === null && guestChoice !== null ? await putFavouriteTeam(client, guestChoice.id) : saved;
  writeDeviceFavourite(team, userId);
  return team;
}

interface FavouriteTeamState {
  /** The club followed, `null` for none, `undefined` while not known (on the server, before hydration). */
  team: FavouriteTeam | null | undefined;
  /** Follows `team` (`null`: none). Rejects with the API's error when the account could not be updated. */
  choose: (team: FavouriteTeam | null) => Promise<void>;
}

/**
 * MC-11: the visitor's favourite club, kept on the device for a guest and with the account for a
 * logged-in fan. Known only in the browser after hydration (storage and session are the browser's), so
 * server-rendered parts show the general view first and the fan's own right after.
 */
export function useFavouriteTeam(): FavouriteTeamState {
  const client = useApiClient();
  const { user, isRestored } = useSession();
  const userId = user?.id ?? null;
  const { data, mutate } = useSWR(
    isRestored ? favouriteTeamKey(userId) : null,
    () => (userId === null ? readDeviceFavourite() : accountFavourite(client, userId)),
    { revalidateOnFocus: false },
  );
  const { trigger: saveOnAccount } = usePutFavouriteTeam(userId);
  const choose = useCallback(
    async (team: FavouriteTeam | null) => {
      if (userId === null) {
        writeDeviceFavourite(team);
        await mutate(team, { revalidate: false });
        return;
      }
      const saved = await saveOnAccount(team?.id ?? null);
      writeDeviceFavourite(saved, userId);
    },
    [mutate, saveOnAccount, userId],
  );
  return { team: data, choose };
}
