import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'jotai';
import { failureText, storedUserAtom, useSession } from '@tribune/shared';
import { useUpdateLayout } from '../api/update-layout';
import {
  layoutChangeFor,
  layoutSettingsOf,
  withLayoutSettings,
  type LayoutMode,
  type LayoutSettings,
} from '../lib/layout-settings';

/**
 * ACC-09: the header's layout toggles. The change shows at once (optimistic, through the stored user),
 * then the server's `data.settings` are stored; a failure puts the old value back and says why.
 */
export function useSaveLayout() {
  const intl = useIntl();
  const store = useStore();
  const { updateUser } = useSession();
  const { trigger, isMutating } = useUpdateLayout();
  const [error, setError] = useState<string | null>(null);

  // Always the freshest stored user: another toggle or the settings page may have changed it meanwhile.
  const applyToCurrentUser = useCallback(
    (userId: number, settings: Partial<LayoutSettings>) => {
      const current = store.get(storedUserAtom);
      if (current && current.id === userId) updateUser(withLayoutSettings(current, settings));
    },
    [store, updateUser],
  );

  const change = useCallback(
    async (mode: LayoutMode) => {
      const before = store.get(storedUserAtom);
      if (!before || isMutating) return;
      const optimistic = layoutChangeFor(mode);
      const previous = layoutSettingsOf(before);
      setError(null);
      applyToCurrentUser(before.id, optimistic);
      try {
        applyToCurrentUser(before.id, await trigger(mode));
      } catch (failure) {
        // Only the setting this call changed goes back; the rest may have moved on since.
        const revert: Partial<LayoutSettings> = {};
        if (optimistic.night_mode !== undefined) revert.night_mode = previous.night_mode;
        if (optimistic.text_size !== undefined) revert.text_size = previous.text_size;
        applyToCurrentUser(before.id, revert);
        setError(failureText(failure, intl, 'layout change'));
      }
    },
    [applyToCurrentUser, intl, isMutating, store, trigger],
  );

  return { change, busy: isMutating, error };
}

/**
 * PLT-07 on the settings page: the night mode and text size boxes preview at once, before the form is
 * saved, by changing only the stored user (the form sends them to the server with everything else).
 */
export function useLayoutPreview() {
  const store = useStore();
  const { user, updateUser } = useSession();
  const settings = layoutSettingsOf(user);
  const preview = useCallback(
    (change: Partial<LayoutSettings>) => {
      const current = store.get(storedUserAtom);
      if (current) updateUser(withLayoutSettings(current, change));
    },
    [store, updateUser],
  );
  return { settings, preview };
}
