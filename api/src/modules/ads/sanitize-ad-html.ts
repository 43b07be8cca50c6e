import sanitizeHtml from 'sanitize-html';
import { droppedElements } from '../../lib/html';

/**
 * ADS-01: an ad (or its alternative) is HTML an operator pastes in, which every page puts in as HTML,
 * so the API cleans it with sanitize-html (docs/decisions/0011) when it is written and again when it is
 * read. An allow-list: text markup, images and links. No scripts, no styles, no forms and no frames at
 * all (an ad network's iframe would also need the page CSP's frame-src; the slots show house ads and
 * sponsors' banners, which need neither), no event handlers, no inline styles, no classes or ids (an ad
 * cannot dress up as the site's own interface).
 * Every link opens in a new tab and is marked `rel="sponsored noopener"` (search engines must not count
 * paid links). Images come from http(s), the site itself (`/assets/…`), or a `data:` URL of a raster or
 * SVG image (an SVG shown by `<img>` cannot run script).
 */

/** What articles drop with its content, and frames: an ad gets none (see above). */
const droppedWithContent = [...droppedElements, 'iframe'];

const allowedTags = [
  'a',
  'b',
  'br',
  'div',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'i',
  'img',
  'li',
  'ol',
  'p',
  's',
  'small',
  'span',
  'strong',
  'u',
  'ul',
];

/** A `data:` image whose type cannot run script anywhere `<img>` shows it. */
const dataImage = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;
/** http(s), or a path on the site itself (not `//host`, which is another site). */
const webImage = /^(?:https?:\/\/[^/\\]|\/(?![/\\]))/i;

const adOptions: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: {
    '*': ['title', 'lang', 'dir'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
  },
  disallowedTagsMode: 'discard',
  nonTextTags: droppedWithContent,
  allowedSchemes: ['http', 'https', 'mailto'],
  // data: is let through the scheme check for images only; the img transform keeps image types alone.
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    h1: 'h2',
    a: (tagName, { href, title }) => ({
      tagName,
      attribs: {
        ...(href === undefined ? {} : { href }),
        ...(title === undefined ? {} : { title }),
        target: '_blank',
        rel: 'sponsored noopener',
      },
    }),
    img: (tagName, attribs) => {
      const src = attribs['src']?.trim() ?? '';
      const { src: _src, ...rest } = attribs;
      // An image without alt text is read out as its file name; marked decorative instead.
      const kept: sanitizeHtml.Attributes = { ...rest, alt: attribs['alt'] ?? '', loading: 'lazy', decoding: 'async' };
      if (dataImage.test(src) || webImage.test(src)) kept['src'] = src;
      return { tagName, attribs: kept };
    },
  },
  // An image without a usable source shows nothing but a broken icon.
  exclusiveFilter: (frame) => frame.tag === 'img' && frame.attribs['src'] === undefined,
};

/** A line holding only `---` separates the ads of a rotating slot (spec 001 §9). */
const rotationSeparator = /^[ \t]*---[ \t]*$/m;
const rotationSeparatorAll = new RegExp(rotationSeparator.source, 'gm');

/**
 * The ad's HTML as a page may put it in. Each ad of a rotating slot is cleaned on its own (so no tag
 * opened in one can swallow the next) and the kept ones are joined again with `\n---\n`; an ad that
 * cleans to nothing is dropped.
 */
export function sanitizeAdHtml(html: string): string {
  return html
    .split(rotationSeparatorAll)
    .map((part) => sanitizeHtml(part, adOptions).trim())
    .filter((part) => part !== '')
    .join('\n---\n');
}
