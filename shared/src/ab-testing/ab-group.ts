/**
 * AB-01: the browser's headline test group, A or B (spec 001 §3 "Client storage: ab_testing group";
 * §9 "A/B cookie 7 days"). Chosen at random once, then kept in local storage and in a cookie, so both
 * say the same: storage first, then the cookie (storage cleared, or blocked), and only when neither has
 * one a new random choice, written to both.
 */
export type AbGroup = 'A' | 'B';

const abGroupStorageKey = 'ab_testing';
const abGroupCookieName = 'ab_testing';
/** Spec 001 §9: the group's cookie lasts 7 days. */
const abGroupCookieMaxAgeSeconds = 7 * 24 * 60 * 60;

function asGroup(value: string | null | undefined): AbGroup | null {
  return value === 'A' || value === 'B' ? value : null;
}

function readStorage(storage: Storage): AbGroup | null {
  try {
    return asGroup(storage.getItem(abGroupStorageKey));
  } catch {
    return null;
  }
}

function readCookie(doc: Document): AbGroup | null {
  for (const part of doc.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === abGroupCookieName) return asGroup(rest.join('='));
  }
  return null;
}

function writeCookie(doc: Document, group: AbGroup): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${abGroupCookieName}=${group}; Max-Age=${abGroupCookieMaxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

function writeStorage(storage: Storage, group: AbGroup): void {
  try {
    storage.setItem(abGroupStorageKey, group);
  } catch {
    // Storage full or blocked: the cookie still keeps the group.
  }
}

/**
 * The group of this browser, choosing and keeping it the first time. The cookie is written whenever it
 * is missing or says otherwise (expired after its 7 days, or cleared), so storage and cookie agree.
 */
export function resolveAbGroup(
  storage: Storage = localStorage,
  doc: Document = document,
  random: () => number = Math.random,
): AbGroup {
  const stored = readStorage(storage);
  const fromCookie = readCookie(doc);
  const group = stored ?? fromCookie ?? (random() < 0.5 ? 'A' : 'B');
  if (stored !== group) writeStorage(storage, group);
  if (fromCookie !== group) writeCookie(doc, group);
  return group;
}

/** The spec's click-title body wants the group in lowercase. */
export function groupParameter(group: AbGroup): 'a' | 'b' {
  return group === 'A' ? 'a' : 'b';
}
