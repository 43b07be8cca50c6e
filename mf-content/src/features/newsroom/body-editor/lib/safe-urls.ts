/**
 * The addresses the body keeps, the same as the API's sanitizer and the site's `SiteLink` follow:
 * links to http(s), mailto and tel, or a path on this site; pictures from http(s) or a path on this
 * site. A `//host` address is refused although the sanitizer lets it through: it looks like a path and
 * leaves the site. Anything else (javascript:, data:, vbscript:, a relative path) is no address here.
 */

const linkProtocols = ['http:', 'https:', 'mailto:', 'tel:'];
const imageProtocols = ['http:', 'https:'];

/** `/…` but not `//…` or `/\…`, which browsers read as another host. */
function isSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value);
}

function hasProtocol(value: string, protocols: readonly string[]): boolean {
  // Control characters and white space inside a scheme (`jav&#x09;ascript:`) are dropped by the URL
  // parser, as browsers do, so the scheme judged is the one a browser would follow.
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Whether a link may point here. */
export function isAllowedHref(value: string): boolean {
  const href = value.trim();
  return href !== '' && (isSitePath(href) || hasProtocol(href, linkProtocols));
}

/** Whether a picture (or the large picture a lightbox opens) may come from here. */
export function isAllowedImageUrl(value: string): boolean {
  const src = value.trim();
  return src !== '' && (isSitePath(src) || hasProtocol(src, imageProtocols));
}

/**
 * What an editor typed as a link, made an address: `example.com/page` (a host name without a scheme)
 * becomes `https://example.com/page`; null when it is still no address a link may have.
 */
export function linkAddressOf(typed: string): string | null {
  const value = typed.trim();
  if (isAllowedHref(value)) return value;
  const looksLikeHost = /^[a-z0-9-]+(\.[a-z0-9-]+)+(?:[/?#]|$)/i.test(value);
  return looksLikeHost && isAllowedHref(`https://${value}`) ? `https://${value}` : null;
}
