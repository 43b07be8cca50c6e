/**
 * The little XML the feeds need, written by hand (decision 0008): every text goes through `escapeXml`,
 * every attribute value through `escapeXmlAttribute`, and markup can only be made by `element`, so no
 * caller can splice a raw string into a document.
 */

/**
 * What XML 1.0 allows nowhere, not even as a character reference (§2.2 `Char`): C0 controls other than
 * tab, line feed and carriage return, lone surrogates, U+FFFE and U+FFFF.
 */
const forbiddenCharacters = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // Parsers turn a raw CR into LF, and tab and LF in an attribute into spaces; as references they survive.
  '\r': '&#xD;',
  '\t': '&#x9;',
  '\n': '&#xA;',
};

function escapeWith(text: string, special: RegExp): string {
  return text.replace(forbiddenCharacters, '\uFFFD').replace(special, (character) => entities[character] ?? '');
}

/**
 * `text` as XML character data: the five special characters become entities (`>` too, so `]]>` can
 * never appear), a CR a reference, and characters XML cannot carry become U+FFFD rather than making the
 * document unreadable. An entity already in the text (`&amp;`, `&#106;`) is text too and is escaped
 * again, so it reads back exactly as it was stored.
 */
function escapeXml(text: string): string {
  return escapeWith(text, /[&<>"'\r]/g);
}

/** `value` as an attribute value: as `escapeXml`, and tabs and line feeds as references too. */
function escapeXmlAttribute(value: string): string {
  return escapeWith(value, /[&<>"'\t\n\r]/g);
}

/**
 * Plain text as HTML text, for elements that feed readers render as HTML (an RSS `description`): `&`,
 * `<` and `>` become references (quotes need none in text), so `<b>` in an intro shows as `<b>` instead
 * of bold text. The result is then escaped once more as the element's XML text.
 */
export function htmlText(text: string): string {
  return text.replace(/[&<>]/g, (character) => entities[character] ?? '');
}

/** Not exported: only `element` can make an `XmlMarkup`. */
const madeByElement = Symbol('XmlMarkup');

/** A piece of markup made by `element`; neither a string nor a hand-made object is accepted as one. */
export interface XmlMarkup {
  readonly xml: string;
  readonly [madeByElement]: true;
}

/**
 * `<name attributes>content</name>`: a string content is escaped text, an array holds child elements
 * (one a line), and no content at all makes an empty element. Names are our own constants.
 */
export function element(
  name: string,
  attributes: Record<string, string> = {},
  content?: string | readonly XmlMarkup[],
): XmlMarkup {
  const attributeText = Object.entries(attributes)
    .map(([attribute, value]) => ` ${attribute}="${escapeXmlAttribute(value)}"`)
    .join('');
  if (content === undefined) return { xml: `<${name}${attributeText}/>`, [madeByElement]: true };
  const inner =
    typeof content === 'string' ? escapeXml(content) : `\n${content.map((child) => child.xml).join('\n')}\n`;
  return { xml: `<${name}${attributeText}>${inner}</${name}>`, [madeByElement]: true };
}

/** A whole document: the declaration, then the root element. */
export function xmlDocument(root: XmlMarkup): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root.xml}\n`;
}
