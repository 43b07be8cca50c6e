/**
 * Schemes a link may use; anything else (javascript:, vbscript:, data:, …) is never followed.
 * @public the API's sanitizer test imports it by path (api/src/modules/content/sanitize-article-html.test.ts).
 */
export const linkSchemes: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Relative URLs and the given schemes only (links by default): no javascript:, vbscript: or data: URLs.
 * For URLs that outside data put into a page: API answers, article bodies, comments.
 */
export function isSafeUrl(value: string, schemes: ReadonlySet<string> = linkSchemes): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("jav&#9;ascript:"), so do we.
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  if (scheme === undefined) return true;
  return schemes.has(`${scheme.toLowerCase()}:`);
}

/** Stands in for the site's origin when it is not known: only relative URLs resolve to it. */
const unknownOrigin = 'http://site.invalid';

/**
 * The router path of a URL on this site, or null for another site. The API sends paths
 * (`/article/1/slug`) or absolute URLs with the tenant's host. Without `origin` (on a server, or during
 * render, where the page's address is not read) only relative URLs count as the site's; pass
 * `window.location.origin` in an event handler to recognise absolute ones too.
 */
export function toSitePath(url: string, origin?: string): string | null {
  let base: URL;
  let parsed: URL;
  try {
    base = new URL(origin ?? unknownOrigin);
    parsed = new URL(url, base);
  } catch {
    return null;
  }
  if (parsed.origin !== base.origin) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
