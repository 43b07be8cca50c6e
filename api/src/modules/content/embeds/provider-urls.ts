/**
 * Which URLs are a provider's (EMB-01). The embed routes only ever ask a provider about its own posts:
 * anything else is refused before a request leaves the API, so the routes cannot be used to fetch
 * arbitrary URLs through us. mf-content checks the same rules (features/embeds/utils/embed-urls.ts).
 */

const twitterHosts = new Set(['twitter.com', 'www.twitter.com', 'mobile.twitter.com', 'x.com', 'www.x.com']);

/** X's handle rules: letters, digits and underscores, 1 to 15 of them. */
const twitterHandle = /^[A-Za-z0-9_]{1,15}$/;
const twitterStatusId = /^\d{1,25}$/;

type TwitterTarget = { kind: 'status'; handle: string; statusId: string } | { kind: 'profile'; handle: string };

/**
 * A post (`/{handle}/status/{id}`) or a profile (`/{handle}`, embedded as its timeline) on twitter.com
 * or x.com, over https; undefined for anything else. Query and fragment (`?s=20`, tracking) are dropped.
 */
export function parseTwitterUrl(value: string): TwitterTarget | undefined {
  const url = parseHttpsUrl(value);
  if (url === undefined || !twitterHosts.has(url.hostname)) return undefined;
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const [handle, section, statusId, ...rest] = segments;
  if (handle === undefined || !twitterHandle.test(handle)) return undefined;
  if (section === undefined) return { kind: 'profile', handle };
  if ((section === 'status' || section === 'statuses') && statusId !== undefined && twitterStatusId.test(statusId)) {
    // `/photo/1` and `/video/1` name a medium of the same post.
    if (
      rest.length === 0 ||
      (rest.length === 2 && /^(photo|video)$/.test(rest[0] ?? '') && /^\d$/.test(rest[1] ?? ''))
    ) {
      return { kind: 'status', handle, statusId };
    }
  }
  return undefined;
}

/**
 * The one spelling of a target, asked of the provider and used in the cache key, so `x.com/Ajax/…?s=20`
 * and `twitter.com/ajax/…` are one entry. Handles are case-insensitive on X.
 */
export function canonicalTwitterUrl(target: TwitterTarget): string {
  const handle = target.handle.toLowerCase();
  return target.kind === 'status'
    ? `https://twitter.com/${handle}/status/${target.statusId}`
    : `https://twitter.com/${handle}`;
}

/** TikTok's username rules: letters, digits, underscores and dots, 2 to 24 of them. */
export const tiktokUserPattern = /^@?[A-Za-z0-9._]{2,24}$/;
/** A TikTok video id: digits only (19 today). */
export const tiktokVideoPattern = /^\d{1,25}$/;

/** The video's page, as TikTok's oEmbed wants it (`user` with or without its `@`). */
export function canonicalTiktokUrl(user: string, video: string): string {
  return `https://www.tiktok.com/@${user.replace(/^@/, '').toLowerCase()}/video/${video}`;
}

/** An absolute https URL (a link the card may show), or undefined. */
export function httpsUrlOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return parseHttpsUrl(value)?.toString() ?? null;
}

function parseHttpsUrl(value: string): URL | undefined {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.username === '' && url.password === '' && url.port === '' ? url : undefined;
  } catch {
    return undefined;
  }
}
