import sanitizeHtml from 'sanitize-html';

/**
 * The `html` of an oEmbed answer as our pages may show it (EMB-01, docs/decisions/0021). Twitter's and
 * TikTok's answers are a blockquote with the post's text and links, followed by a `<script>` that would
 * turn it into their widget. The page's CSP allows no third-party script, and we would not run one
 * anyway: the reader sees the quote as a static card with a link to the post. So only the quote's
 * text, paragraphs and links are kept; the script goes with everything inside it, as does any other
 * markup a provider (or something pretending to be one) sends. The parsing and escaping are
 * sanitize-html's, as for article bodies.
 */

/** Removed with everything inside them (their content is code or markup, never the post's text). */
const droppedElements = [
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'title',
  'head',
  'link',
  'meta',
  'base',
  'form',
  'button',
  'select',
  'option',
  'textarea',
  'xmp',
  'noembed',
  'noframes',
  'video',
  'audio',
];

/** Every link of a card opens the provider's (or the linked) page in a new tab, telling it nothing. */
const linkRel = 'noopener noreferrer nofollow';

export function sanitizeOembedHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['blockquote', 'p', 'a', 'br'],
    allowedAttributes: { a: ['href', 'target', 'rel'], p: ['lang', 'dir'] },
    // Anything else is unwrapped: TikTok's <section>, a <span> keep their text.
    disallowedTagsMode: 'discard',
    nonTextTags: droppedElements,
    allowedSchemes: ['https', 'http'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs['href'];
        const kept: sanitizeHtml.Attributes = href === undefined ? {} : { href, target: '_blank', rel: linkRel };
        return { tagName, attribs: kept };
      },
    },
  }).trim();
}
