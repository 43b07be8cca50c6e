import { prefersDarkMode, prefersLargeText, type StoredUser } from '@tribune/shared';

/** ACC-09: what the layout call takes (spec 001: "Night mode sends dark-mode or light-mode"). */
export const layoutModes = ['dark-mode', 'light-mode', 'big-text', 'small-text'] as const;
export type LayoutMode = (typeof layoutModes)[number];

/** The two stored-user settings PLT-07 reads, in the values the API sends. */
export interface LayoutSettings {
  night_mode: '0' | '1';
  text_size: 'small' | 'big';
}

/** The user's layout as the page shows it now (missing settings read as the defaults: light, small). */
export function layoutSettingsOf(user: Pick<StoredUser, 'settings'> | null): LayoutSettings {
  return { night_mode: prefersDarkMode(user) ? '1' : '0', text_size: prefersLargeText(user) ? 'big' : 'small' };
}

/** The one setting a mode changes. */
export function layoutChangeFor(mode: LayoutMode): Partial<LayoutSettings> {
  switch (mode) {
    case 'dark-mode':
      return { night_mode: '1' };
    case 'light-mode':
      return { night_mode: '0' };
    case 'big-text':
      return { text_size: 'big' };
    case 'small-text':
      return { text_size: 'small' };
  }
}

/**
 * A copy of the user with these layout settings. Going through the stored user (not the DOM) is what
 * makes PLT-07 apply them at once: shared's useAppearance follows `user.settings`.
 */
export function withLayoutSettings(user: StoredUser, settings: Partial<LayoutSettings>): StoredUser {
  return { ...user, settings: { ...user.settings, ...settings } };
}
