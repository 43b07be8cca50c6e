import sanitizeHtml from 'sanitize-html';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Kept by `sanitizeBasicHtml`, with only a link's `href` and `target`; any other tag is unwrapped, its text kept. */
const basicHtmlTags = [
  'a',
  'b',
  'blockquote',
  'br',
  'em',
  'h2',
  'h3',
  'h4',
  'i',
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

/** Dropped together with everything inside them. */
const droppedWithContent = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'option',
  'xmp',
  'noembed',
  'noframes',
];

const basicHtmlOptions: sanitizeHtml.IOptions = {
  allowedTags: basicHtmlTags,
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  disallowedTagsMode: 'discard',
  nonTextTags: droppedWithContent,
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    // Only `target="_blank"`, and then always with `rel="noopener noreferrer"`; no other `rel`.
    a: (tagName, { href, target }) => ({
      tagName,
      attribs: {
        ...(href === undefined ? {} : { href }),
        ...(target === '_blank' ? { target, rel: 'noopener noreferrer' } : {}),
      },
    }),
  },
};

/**
 * Sanitises a small piece of rich text written by an operator or editor (the POP-01 pop-up) with
 * sanitize-html, the library that also cleans article bodies (docs/decisions/0011): an allow-list of
 * text tags, no attributes but a link's `href` (http, https, mailto or relative) and `target="_blank"`
 * (which gets `rel="noopener noreferrer"`). Scripts, styles and frames go with their content, comments
 * go, other tags are unwrapped, text is escaped and every opened tag is closed, so the result can be
 * put into a page as HTML.
 */
export function sanitizeBasicHtml(html: string): string {
  return sanitizeHtml(html, basicHtmlOptions);
}

/** JSON for an inline `<script type="application/json">`: `<` escaped, so no value can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Elements the sanitizers of editors' and operators' HTML remove with everything inside them (article
 * bodies; ads, which drop `iframe` too).
 */
export const droppedElements = [
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
