/** OVL-01: the dismissal cookie, and how long it keeps the overlay away (spec 001 §9: 30 days). */
const overlayCookieName = 'promotion_overlay_dismissed';
const overlayCookieDays = 30;

/** OVL-01 timings (spec 001 §9): the height fix waits 4 s, then runs every 6 s; focus in the iframe closes it after 5 s. */
export const heightFixDelayMs = 4000;
export const heightCheckIntervalMs = 6000;
export const closeAfterIframeFocusMs = 5000;

/**
 * Our choice (the spec gives no moment): the overlay opens after the visitor has been on the page for
 * a while, not while they are typing, so it never greets a first view or interrupts a comment.
 */
export const overlayOpenDelayMs = 8000;

/** Whether this browser dismissed the overlay in the last 30 days. */
export function isOverlayDismissed(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${overlayCookieName}=`));
}

/** Keeps the overlay away from this browser for 30 days (every page of the site: path /). */
export function dismissOverlay(): void {
  const maxAge = overlayCookieDays * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${overlayCookieName}=1; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/**
 * Facebook's in-app browser (its iOS and Android apps name themselves FBAN/FBAV, newer ones FB_IAB):
 * a visitor who came from Facebook needs no invitation to it, and its page plugin misbehaves there.
 */
export function isFacebookInAppBrowser(userAgent: string = navigator.userAgent): boolean {
  return /FBAN|FBAV|FB_IAB/.test(userAgent);
}
