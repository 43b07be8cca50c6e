/**
 * Article bodies come from our own API's editors, but they are rendered as HTML, so they are cleaned
 * first (ART-01): an allow-list of tags and attributes rather than a deny-list, so that markup nobody
 * thought of is dropped instead of let through. Scripts, styles, forms, frames (except YouTube
 * embeds), event handler attributes, inline styles and javascript:/data: URLs never reach the page.
 */
import { isSafeUrl, linkSchemes } from '@tribune/shared';

export interface SanitizeOptions {
  /** Accessible name for embedded videos that come without a title. */
  embedTitle: string;
}

/** Removed together with everything inside them. */
const droppedElements = new Set([
  'script',
  'style',
  'iframe',
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
]);

/** Kept, with only their allowed attributes; any other element is unwrapped (its content stays). */
const allowedElements = new Set([
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
]);

const globalAttributes = ['title', 'lang', 'dir'];
const elementAttributes: Record<string, readonly string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  blockquote: ['cite'],
  q: ['cite'],
  ol: ['start', 'reversed'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  time: ['datetime'],
};
const urlAttributes = new Set(['href', 'src', 'cite']);

const youTubeHosts = new Set(['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);

export function sanitizeArticleHtml(html: string, options: SanitizeOptions): string {
  // A <template> parses without running anything or loading any image.
  const template = document.createElement('template');
  template.innerHTML = html;
  cleanChildren(template.content, options);
  return template.innerHTML;
}

function cleanChildren(parent: ParentNode, options: SanitizeOptions): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (!(node instanceof Element)) {
      node.remove(); // comments, processing instructions
      continue;
    }
    cleanElement(node, options);
  }
}

function cleanElement(element: Element, options: SanitizeOptions): void {
  const tag = element.localName;
  if (tag === 'iframe') {
    const embed = youTubeEmbed(element, options);
    if (embed) element.replaceWith(embed);
    else element.remove();
    return;
  }
  if (droppedElements.has(tag)) {
    element.remove();
    return;
  }
  if (tag === 'h1') {
    // The page's only h1 is the article title.
    const heading = element.ownerDocument.createElement('h2');
    heading.append(...Array.from(element.childNodes));
    element.replaceWith(heading);
    cleanElement(heading, options);
    return;
  }
  cleanChildren(element, options);
  if (!allowedElements.has(tag)) {
    element.replaceWith(...Array.from(element.childNodes));
    return;
  }
  cleanAttributes(element);
}

function cleanAttributes(element: Element): void {
  const tag = element.localName;
  const allowed = new Set([...globalAttributes, ...(elementAttributes[tag] ?? [])]);
  for (const { name, value } of Array.from(element.attributes)) {
    const keep =
      allowed.has(name) && (!urlAttributes.has(name) || isSafeUrl(value, tag === 'img' ? imageSchemes : linkSchemes));
    if (!keep) element.removeAttribute(name);
  }
  if (tag === 'a' && element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
  if (tag === 'img') {
    // An image without alt text is read out as its file name; mark it decorative instead.
    if (!element.hasAttribute('alt')) element.setAttribute('alt', '');
    element.setAttribute('loading', 'lazy');
    element.setAttribute('decoding', 'async');
  }
}

const imageSchemes: ReadonlySet<string> = new Set(['http:', 'https:']);

/** A YouTube player frame rebuilt from its video URL only, or null for any other frame. */
function youTubeEmbed(frame: Element, options: SanitizeOptions): HTMLIFrameElement | null {
  const src = frame.getAttribute('src');
  if (!src) return null;
  let url: URL;
  try {
    url = new URL(src, 'https://www.youtube.com');
  } catch {
    return null;
  }
  if (!(url.protocol === 'https:' || url.protocol === 'http:') || !youTubeHosts.has(url.hostname)) return null;
  if (!/^\/embed\/[\w-]+$/.test(url.pathname)) return null;
  const embed = frame.ownerDocument.createElement('iframe');
  embed.setAttribute('src', `https://${url.hostname}${url.pathname}${url.search}`);
  embed.setAttribute('title', frame.getAttribute('title')?.trim() || options.embedTitle);
  for (const name of ['width', 'height']) {
    const value = frame.getAttribute(name);
    if (value && /^\d+$/.test(value)) embed.setAttribute(name, value);
  }
  embed.setAttribute('loading', 'lazy');
  embed.setAttribute(
    'allow',
    'accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share',
  );
  embed.setAttribute('allowfullscreen', '');
  embed.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  return embed;
}
