import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'jotai';
import { getErrorMessage, isApiError, storedUserAtom, useSession } from '@tribune/shared';
import { useMe } from '../api/get-me';
import type { OwnData } from '../api/own-data-schema';

/**
 * The settings page's data: me-as-resource (ACC-16), never shown from a cache. A 401 on the load logs
 * out and goes home, as on the public profile. The stored user (header avatar, PLT-07 layout) follows
 * what the server says: on the first fresh answer and after every save.
 */
export function useOwnProfile(userId: number) {
  const navigate = useNavigate();
  const store = useStore();
  const { signOut, updateUser } = useSession();
  const { data, error, isValidating, mutate } = useMe(userId);
  // An answer cached by an earlier page (the public profile) may be stale; the form starts from the
  // first answer fetched for this page, so its fields never begin with old values.
  const [fresh, setFresh] = useState(false);

  const storeOwnData = useCallback(
    (own: OwnData) => {
      const current = store.get(storedUserAtom);
      if (!current || current.id !== own.id) return;
      const settings = { ...current.settings, night_mode: own.settings.night_mode, text_size: own.settings.text_size };
      updateUser({ ...current, image: own.profile_image, profile_image: own.profile_image, settings });
    },
    [store, updateUser],
  );

  useEffect(() => {
    if (fresh || data === undefined || isValidating || error) return;
    setFresh(true);
    storeOwnData(data);
  }, [data, error, fresh, isValidating, storeOwnData]);

  useEffect(() => {
    if (!error) return;
    if (isApiError(error, 401)) {
      // ACC-16: the token is dead, so the session goes too, and the user goes home.
      signOut();
      void navigate('/', { replace: true });
    } else if (!isApiError(error)) {
      // The page shows a retry; the cause (the network, most likely) is logged once.
      console.error(`[mf_account] profile settings load failed: ${getErrorMessage(error)}`);
    }
  }, [error, navigate, signOut]);

  /** After a save (ACC-13): the answer is the account as it now is (useUpdateProfile updates the cache). */
  const saved = useCallback((own: OwnData) => storeOwnData(own), [storeOwnData]);

  /** After ACC-14: the avatar is gone everywhere at once, the header's included (useDeleteAvatar: the cache). */
  const avatarDeleted = useCallback(() => {
    const current = store.get(storedUserAtom);
    if (current && current.id === userId) updateUser({ ...current, image: null, profile_image: null });
  }, [store, updateUser, userId]);

  // Once the form shows, a failed background reload (after a save) leaves it in place.
  const profile = fresh ? data : undefined;
  return {
    profile,
    error: profile || isApiError(error, 401) ? undefined : error,
    retry: () => void mutate(),
    saved,
    avatarDeleted,
  };
}
