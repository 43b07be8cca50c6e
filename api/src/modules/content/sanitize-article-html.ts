import sanitizeHtml from 'sanitize-html';
import { droppedElements } from '../../lib/html';

/**
 * Article bodies come from our own editors, but a page puts them in as HTML, so the API cleans them
 * when they are written (the editors' API) and again on the way out (ART-01, docs/decisions/0011), for
 * the browser and the server render alike. The rules are an allow-list of tags and attributes rather
 * than a deny-list, so markup nobody thought of is dropped instead of let through. Scripts, styles,
 * forms, frames other than YouTube players, event handler attributes, inline styles and
 * javascript:/vbscript:/data: URLs never leave the API. The parsing and escaping are sanitize-html's.
 *
 * Four placeholders survive, exactly, for the page to turn into features (docs/contracts.md "Article
 * body markup"; mf-content's split-article-body.ts reads this output):
 * - a poll: `<div data-poll-id="12"></div>` (digits only; anything inside it goes);
 * - an embed: `<div data-embed="twitter" data-url="https://x.com/…"></div>`, the provider one of
 *   `embedProviders` and the URL an https URL on that provider's hosts; otherwise the div is dropped
 *   with its content;
 * - a lightbox image: `<a href="…" data-lightbox="gallery">` on a link to an http(s) or site-relative
 *   address (the value names the gallery: letters, digits, `-` and `_`, else "gallery");
 * - a numbered image: `<figure data-numbered-image>`.
 */

interface SanitizeArticleOptions {
  /** Accessible name for an embedded video that comes without a title, in the tenant's language. */
  embedTitle: string;
}

/** Kept, with only their allowed attributes; any other element is unwrapped (its content stays). */
const allowedElements = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'footer',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
  // Only as rebuilt by `youTubeEmbed`; every other frame is dropped.
  'iframe',
];

const allowedAttributes: Record<string, string[]> = {
  '*': ['title', 'lang', 'dir'],
  a: ['href', 'target', 'rel', 'data-lightbox'],
  // The placeholders only, as the `div` and `figure` transforms below rebuild them.
  div: ['data-poll-id', 'data-embed', 'data-url'],
  figure: ['data-numbered-image'],
  // `srcset` is parsed by sanitize-html, each URL held to `imageSchemes` (the newsroom's picture variants).
  img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
  // `data-pull-quote`: the newsroom's pull quote (issue 33), a quote set large in the text's flow.
  blockquote: ['cite', 'data-pull-quote'],
  q: ['cite'],
  ol: ['start', 'reversed'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  time: ['datetime'],
  iframe: ['src', 'width', 'height', 'loading', 'allow', 'allowfullscreen', 'referrerpolicy'],
};

/** `linkSchemes` of @tribune/shared (what `SiteLink` follows); the tests hold the two lists together. */
const linkSchemes = ['http', 'https', 'mailto', 'tel'];
const imageSchemes = ['http', 'https'];

const youTubeHosts = new Set(['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);

/** The providers an embed placeholder may name (EMB-01). */
export const embedProviders = ['twitter', 'tiktok', 'youtube', 'facebook', 'instagram'] as const;
type EmbedProvider = (typeof embedProviders)[number];

/** The hosts each provider's posts and videos live on; an embed URL elsewhere is not that provider's. */
export const embedProviderHosts: Record<EmbedProvider, readonly string[]> = {
  twitter: ['twitter.com', 'www.twitter.com', 'mobile.twitter.com', 'x.com', 'www.x.com'],
  tiktok: ['www.tiktok.com', 'tiktok.com', 'm.tiktok.com', 'vm.tiktok.com'],
  youtube: ['www.youtube.com', 'youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com'],
  facebook: ['www.facebook.com', 'facebook.com', 'm.facebook.com', 'web.facebook.com', 'fb.watch'],
  instagram: ['www.instagram.com', 'instagram.com'],
};

function isEmbedProvider(value: string): value is EmbedProvider {
  return (embedProviders as readonly string[]).includes(value);
}

/**
 * The embed URL as the page gets it (normalised by the URL parser: no quotes, spaces or angle
 * brackets left), or null when it is not an https URL on one of the provider's hosts, or carries a
 * user name, password or port.
 */
export function providerUrl(provider: string, url: string): string | null {
  if (!isEmbedProvider(provider)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '' || parsed.port !== '') {
    return null;
  }
  return embedProviderHosts[provider].includes(parsed.hostname) ? parsed.href : null;
}

/** What a `<div>` is: a poll or embed placeholder (content dropped), an embed to drop, or a plain div. */
type DivKind =
  | { kind: 'poll'; pollId: string }
  | { kind: 'embed'; provider: string; url: string }
  | { kind: 'dropped' }
  | { kind: 'plain' };

function divKindOf(attribs: sanitizeHtml.Attributes): DivKind {
  const pollId = attribs['data-poll-id'];
  if (pollId !== undefined && /^[0-9]{1,10}$/.test(pollId)) return { kind: 'poll', pollId };
  const provider = attribs['data-embed'];
  if (provider === undefined) return { kind: 'plain' };
  const url = providerUrl(provider, attribs['data-url'] ?? '');
  return url === null ? { kind: 'dropped' } : { kind: 'embed', provider, url };
}

/** An element whose content is dropped: a frame (browsers never show it) or a placeholder the page fills. */
function isEmptied(name: string, attribs: sanitizeHtml.Attributes): boolean {
  return name === 'iframe' || (name === 'div' && divKindOf(attribs).kind !== 'plain');
}

/** A lightbox link points at an image to show: an http(s) or site-relative address, nothing else. */
function isWebAddress(href: string | undefined): boolean {
  const value = href?.trim() ?? '';
  return /^https?:\/\/[^/\\]/i.test(value) || /^\/(?![/\\])/.test(value);
}

/** The article body as HTML a page may put in as it is. */
export function sanitizeArticleHtml(html: string, { embedTitle }: SanitizeArticleOptions): string {
  // The elements open inside an emptied element (a frame or a placeholder), that one included.
  // Browsers never show a frame's content, so it is dropped: the player is rebuilt empty; a
  // placeholder's content would be replaced by the page's poll or embed anyway. A stack of names, not
  // a count: htmlparser2 also reports the end of a tag cut off at the end of the input, which it never
  // reported opening.
  const emptied: string[] = [];
  return sanitizeHtml(html, {
    allowedTags: allowedElements,
    allowedAttributes,
    disallowedTagsMode: 'discard',
    nonTextTags: droppedElements,
    allowedSchemes: linkSchemes,
    allowedSchemesByTag: { img: imageSchemes, iframe: ['https'] },
    allowProtocolRelative: true,
    transformTags: {
      // The page's only h1 is the article title.
      h1: 'h2',
      a: (tagName, attribs) => {
        const { 'data-lightbox': gallery, ...rest } = attribs;
        const link =
          attribs['target']?.trim().toLowerCase() === '_blank' ? { ...rest, rel: 'noopener noreferrer' } : rest;
        if (gallery === undefined || !isWebAddress(attribs['href'])) return { tagName, attribs: link };
        return {
          tagName,
          attribs: { ...link, 'data-lightbox': /^[A-Za-z0-9_-]{1,40}$/.test(gallery) ? gallery : 'gallery' },
        };
      },
      div: (tagName, attribs) => {
        const { 'data-poll-id': _poll, 'data-embed': _embed, 'data-url': _url, ...plain } = attribs;
        const div = divKindOf(attribs);
        if (div.kind === 'poll') return { tagName, attribs: { 'data-poll-id': div.pollId } };
        if (div.kind === 'embed') return { tagName, attribs: { 'data-embed': div.provider, 'data-url': div.url } };
        // An empty provider marks the div for `exclusiveFilter`, which drops it.
        if (div.kind === 'dropped') return { tagName, attribs: { 'data-embed': '' } };
        return { tagName, attribs: plain };
      },
      figure: (tagName, attribs) => {
        const { 'data-numbered-image': numbered, ...rest } = attribs;
        return { tagName, attribs: numbered === undefined ? rest : { ...rest, 'data-numbered-image': '' } };
      },
      blockquote: (tagName, attribs) => {
        const { 'data-pull-quote': pull, ...rest } = attribs;
        return { tagName, attribs: pull === undefined ? rest : { ...rest, 'data-pull-quote': '' } };
      },
      // An image without alt text is read out as its file name; it is marked decorative instead.
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, alt: attribs['alt'] ?? '', loading: 'lazy', decoding: 'async' },
      }),
      iframe: (tagName, attribs) => ({ tagName, attribs: youTubeEmbed(attribs, embedTitle) ?? {} }),
    },
    // Called with the element's attributes as written, before `transformTags`.
    onOpenTag: (name, attribs) => {
      if (emptied.length > 0 || isEmptied(name, attribs)) emptied.push(name);
    },
    // Called before `exclusiveFilter` for the same element, so an emptied element itself is judged outside.
    onCloseTag: (name) => {
      if (emptied.at(-1) === name) emptied.pop();
    },
    // Drops an element with its content: anything inside an emptied element, a frame that is no
    // YouTube player, and an embed placeholder that names no provider's URL.
    exclusiveFilter: (frame) =>
      emptied.length > 0 ||
      (frame.tag === 'iframe' && frame.attribs['src'] === undefined) ||
      (frame.tag === 'div' && frame.attribs['data-embed'] === ''),
    textFilter: (text) => (emptied.length > 0 ? '' : text),
  });
}

/** A YouTube player's attributes rebuilt from its video URL only, or null for any other frame. */
function youTubeEmbed(frame: sanitizeHtml.Attributes, embedTitle: string): sanitizeHtml.Attributes | null {
  const src = frame['src'];
  if (!src) return null;
  let url: URL;
  try {
    url = new URL(src, 'https://www.youtube.com');
  } catch {
    return null;
  }
  if (!(url.protocol === 'https:' || url.protocol === 'http:') || !youTubeHosts.has(url.hostname)) return null;
  if (!/^\/embed\/[\w-]+$/.test(url.pathname)) return null;
  const embed: sanitizeHtml.Attributes = {
    src: `https://${url.hostname}${url.pathname}${url.search}`,
    title: frame['title']?.trim() || embedTitle,
  };
  for (const name of ['width', 'height']) {
    const value = frame[name];
    if (value && /^\d+$/.test(value)) embed[name] = value;
  }
  return {
    ...embed,
    loading: 'lazy',
    allow: 'accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share',
    allowfullscreen: '',
    referrerpolicy: 'strict-origin-when-cross-origin',
  };
}
