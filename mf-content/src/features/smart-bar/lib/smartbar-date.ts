/** SB-01: the spec's client storage key: the date of the bar's update this browser followed or closed. */
const smartBarDateKey = 'smartbar_date';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage switched off (a private window, a privacy setting): the bar shows on every page then.
    return null;
  }
}

/**
 * SB-01: the bar shows when this browser has no stored date, or the bar's update is newer than it. A
 * stored value that is not a date counts as none.
 */
export function isSmartBarDue(updatedAt: string): boolean {
  let stored: string | null = null;
  try {
    stored = storage()?.getItem(smartBarDateKey) ?? null;
  } catch {
    stored = null;
  }
  if (stored === null) return true;
  const storedTime = Date.parse(stored);
  if (Number.isNaN(storedTime)) return true;
  return Date.parse(updatedAt) > storedTime;
}

/** Remembers the update the viewer followed or closed, so the bar stays away until a newer one. */
export function storeSmartBarDate(updatedAt: string): void {
  try {
    storage()?.setItem(smartBarDateKey, updatedAt);
  } catch {
    // Full or refused storage: the bar is hidden on this page all the same.
  }
}
