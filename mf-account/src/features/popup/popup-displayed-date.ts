import * as v from 'valibot';

/**
 * POP-01: the settings date of the pop-up this browser last showed. The pop-up shows again only when
 * the server's settings date is newer. localStorage is outside data: read through a schema.
 */
const storageKey = 'popup_displayed_date';
const storedDateSchema = v.pipe(v.string(), v.isoTimestamp());

/** A pop-up without a settings date is remembered as shown at the epoch, so any dated one is newer. */
const undatedMarker = new Date(0).toISOString();

function toTime(date: string | null): number | null {
  if (date === null) return null;
  const time = Date.parse(date);
  return Number.isNaN(time) ? null : time;
}

function readDisplayedTime(): number | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(storageKey);
  } catch {
    return null;
  }
  const parsed = v.safeParse(storedDateSchema, raw);
  return parsed.success ? toTime(parsed.output) : null;
}

/** Never shown here (or an unreadable mark), or the server's settings date is newer than the one shown. */
export function isPopupDue(settingsDate: string | null): boolean {
  const displayed = readDisplayedTime();
  if (displayed === null) return true;
  const current = toTime(settingsDate);
  return current !== null && current > displayed;
}

export function markPopupDisplayed(settingsDate: string | null): void {
  const current = toTime(settingsDate);
  try {
    localStorage.setItem(storageKey, current === null ? undatedMarker : new Date(current).toISOString());
  } catch {
    // Storage blocked: the pop-up may show again on the next page, which is the lesser evil.
  }
}
