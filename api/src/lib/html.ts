/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Kept (with only their allowed attributes) by `sanitizeBasicHtml`; any other tag is dropped, its text kept. */
const basicHtmlTags = new Set([
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
]);
const voidTags = new Set(['br']);
/** Dropped together with everything inside them. */
const droppedWithContent = new Set([
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
  'xmp',
]);

const tagPattern =
  /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/;
const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const entityPattern = /^&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/;

function decodeBasicEntities(value: string): string {
  return value
    .replace(/&#(\d{1,7});?/g, (_, code: string) => String.fromCodePoint(Math.min(Number(code), 0x10ffff)))
    .replace(/&#[xX]([0-9a-fA-F]{1,6});?/g, (_, code: string) =>
      String.fromCodePoint(Math.min(parseInt(code, 16), 0x10ffff)),
    )
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** http(s), mailto and relative links only; anything that could run script (javascript:, data:, …) is refused. */
function safeHref(raw: string): string | undefined {
  const decoded = decodeBasicEntities(raw);
  // A named entity left over could spell a scheme (`javascript&colon;`); such a link is simply refused.
  if (/&[a-zA-Z][a-zA-Z0-9]*;/.test(decoded)) return undefined;
  // eslint-disable-next-line no-control-regex -- browsers ignore these inside a scheme, so must we.
  const compact = decoded.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact)?.[1]?.toLowerCase();
  if (scheme !== undefined && !['http', 'https', 'mailto'].includes(scheme)) return undefined;
  return decoded.trim();
}

/**
 * Sanitises a small piece of rich text written by an operator or editor (the POP-01 pop-up): an
 * allow-list of text tags, no attributes but a link's `href` (http, https, mailto or relative) and
 * `target="_blank"` (which gets `rel="noopener noreferrer"`). Scripts, styles and frames go with their
 * content, comments go, other tags are unwrapped, stray `<` and `&` are escaped and every opened tag is
 * closed, so the result can be put into a page as HTML.
 */
export function sanitizeBasicHtml(html: string): string {
  let output = '';
  const open: string[] = [];
  let index = 0;
  while (index < html.length) {
    const rest = html.slice(index);
    if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->', 4);
      index += end === -1 ? rest.length : end + 3;
      continue;
    }
    if (/^<[!?]/.test(rest) || /^<\/[^a-zA-Z]/.test(rest)) {
      // Doctype, processing instruction, bogus end tag: dropped up to the next '>'.
      const end = rest.indexOf('>');
      index += end === -1 ? rest.length : end + 1;
      continue;
    }
    const tag = tagPattern.exec(rest);
    if (tag === null) {
      const char = rest[0] ?? '';
      if (char === '<') output += '&lt;';
      else if (char === '>') output += '&gt;';
      else if (char === '&') output += entityPattern.exec(rest)?.[0] ?? '&amp;';
      else output += char;
      index += char === '&' ? (entityPattern.exec(rest)?.[0].length ?? 1) : 1;
      continue;
    }
    index += tag[0].length;
    const closing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    if (droppedWithContent.has(name)) {
      if (!closing && tag[4] !== '/') {
        const end = new RegExp(`</${name}\\s*>`, 'i').exec(html.slice(index));
        index = end === null ? html.length : index + end.index + end[0].length;
      }
      continue;
    }
    if (!basicHtmlTags.has(name)) continue;
    if (closing) {
      const position = open.lastIndexOf(name);
      if (position === -1) continue;
      while (open.length > position) output += `</${open.pop() ?? ''}>`;
      continue;
    }
    let attributes = '';
    if (name === 'a') {
      for (const match of (tag[3] ?? '').matchAll(attributePattern)) {
        const attribute = (match[1] ?? '').toLowerCase();
        const value = match[2] ?? match[3] ?? match[4] ?? '';
        if (attribute === 'href' && !attributes.includes(' href=')) {
          const href = safeHref(value);
          if (href !== undefined) attributes += ` href="${escapeHtml(href)}"`;
        } else if (attribute === 'target' && value === '_blank' && !attributes.includes(' target=')) {
          attributes += ' target="_blank" rel="noopener noreferrer"';
        }
      }
    }
    output += `<${name}${attributes}>`;
    if (!voidTags.has(name)) open.push(name);
  }
  while (open.length > 0) output += `</${open.pop() ?? ''}>`;
  return output;
}

/** JSON for an inline `<script type="application/json">`: `<` escaped, so no value can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
