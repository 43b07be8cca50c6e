import type { DemoLanguage } from '../language';

/**
 * Avatars for the demo accounts (initials on a colour), keyed by lower-case username. The names are
 * those of `modules/accounts/demo-accounts.ts`, which does not export its list; the seed only assigns
 * an avatar to a demo user whose username is found here and who has no image yet, so a renamed account
 * simply keeps no avatar.
 */
export const DEMO_USER_NAMES: Record<DemoLanguage, readonly { username: string; name: string }[]> = {
  en: [
    { username: 'fan', name: 'Tribune Fan' },
    { username: 'editor', name: 'Editor' },
    { username: 'TerraceTalk', name: 'Danny Walsh' },
    { username: 'TikiTakaTom', name: 'Tom Fletcher' },
    { username: 'ParkTheBus', name: 'Priya Shah' },
    { username: 'OffsideTrap', name: 'Owen Hughes' },
    { username: 'LateWinner90', name: 'Lucy Barnes' },
    { username: 'CleanSheetKing', name: 'Marcus Reid' },
    { username: 'NutmegNed', name: 'Ned Carver' },
    { username: 'GafferGrace', name: 'Grace Okafor' },
  ],
  nl: [
    { username: 'fan', name: 'Fan van Tribune' },
    { username: 'editor', name: 'Eindredactie' },
    { username: 'OranjeLeeuw', name: 'Sander de Vries' },
    { username: 'KuipKoning', name: 'Ricardo Bakker' },
    { username: 'TotaalVoetbal74', name: 'Femke Visser' },
    { username: 'TukkerTrots', name: 'Bram Nijhuis' },
    { username: 'FrieseFluit', name: 'Sietske Hoekstra' },
    { username: 'LichtstadLars', name: 'Lars van Dijk' },
    { username: 'ArenaAnouk', name: 'Anouk Jansen' },
    { username: 'StadionStem', name: 'Youssef El Amrani' },
  ],
};

/** Two initials of a display name, skipping Dutch particles ("Sander de Vries" → "SV"). */
export function initialsOf(name: string): string {
  const particles = new Set(['de', 'van', 'der', 'den', 'het', 'ten', 'ter', 'el']);
  const words = name.split(/\s+/).filter((w) => w !== '' && !particles.has(w.toLowerCase()));
  const first = words[0]?.charAt(0) ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * The avatar file of a demo user. Per language, because the same username ("fan") is a different
 * person on each tenant. The PNG, which the site shows (generate-images.ts says why not the SVG).
 */
export function userAvatarPath(language: DemoLanguage, username: string): string {
  return `/assets/avatars/users/${language}-${username.toLowerCase()}.png`;
}
