import sanitizeHtml from 'sanitize-html';

/**
 * Article bodies come from our own editors, but a page puts them in as HTML, so the API cleans them on
 * the way out (ART-01, docs/decisions/0011): once, on the server, for the browser and the server render
 * alike. The rules are the ones mf-content's DOM sanitizer had: an allow-list of tags and attributes
 * rather than a deny-list, so markup nobody thought of is dropped instead of let through. Scripts,
 * styles, forms, frames other than YouTube players, event handler attributes, inline styles and
 * javascript:/vbscript:/data: URLs never leave the API. The parsing and escaping are sanitize-html's.
 */

export interface SanitizeArticleOptions {
  /** Accessible name for an embedded video that comes without a title, in the tenant's language. */
  embedTitle: string;
}

/** Removed together with everything inside them. */
const droppedElements = [
  'script',
  'style',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'template',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'svg',
  'math',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'dialog',
  // Not in the old browser list, where the HTML parser read their content as text: htmlparser2 reads
  // it as markup (xmp is one of sanitize-html's own defaults for that reason), so drop it all.
  'xmp',
  'noembed',
  'noframes',
];

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
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
  blockquote: ['cite'],
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

/** The article body as HTML a page may put in as it is. */
export function sanitizeArticleHtml(html: string, { embedTitle }: SanitizeArticleOptions): string {
  // How many elements are open inside an iframe, the iframe included. Browsers never show a frame's
  // content, so it is dropped: the player is rebuilt empty, as the old sanitizer did.
  let frameDepth = 0;
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
      a: (tagName, attribs) => ({
        tagName,
        attribs:
          attribs['target']?.trim().toLowerCase() === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
      // An image without alt text is read out as its file name; it is marked decorative instead.
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, alt: attribs['alt'] ?? '', loading: 'lazy', decoding: 'async' },
      }),
      iframe: (tagName, attribs) => ({ tagName, attribs: youTubeEmbed(attribs, embedTitle) ?? {} }),
    },
    onOpenTag: (name) => {
      if (frameDepth > 0 || name === 'iframe') frameDepth += 1;
    },
    // Called before `exclusiveFilter` for the same element, so an iframe itself is judged at depth 0.
    onCloseTag: () => {
      if (frameDepth > 0) frameDepth -= 1;
    },
    // Drops an element with its content: anything inside a frame, and a frame that is no YouTube player.
    exclusiveFilter: (frame) => frameDepth > 0 || (frame.tag === 'iframe' && frame.attribs['src'] === undefined),
    textFilter: (text) => (frameDepth > 0 ? '' : text),
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
