import fc from 'fast-check';
import { SaxesParser } from 'saxes';
import { element, xmlDocument } from './xml';

/** The text and the attribute `a` of the one `<t>` element of `xml`, read by a strict XML parser. */
function readBack(xml: string): { text: string; attribute: string } {
  const parser = new SaxesParser();
  let text = '';
  let attribute = '';
  let inside = false;
  let failure: Error | undefined;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag) => {
    attribute = tag.attributes['a'] ?? '';
    inside = true;
  });
  parser.on('closetag', () => {
    inside = false;
  });
  // Only the element's own text: the line breaks around the root element are not part of it.
  parser.on('text', (chunk) => {
    if (inside) text += chunk;
  });
  parser.write(xml).close();
  if (failure !== undefined) throw failure;
  return { text, attribute };
}

/** The text with every character XML 1.0 cannot carry (§2.2 `Char`) replaced by U+FFFD. */
function carriable(text: string): string {
  let result = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    const allowed =
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      code >= 0x10000;
    result += allowed ? character : '\uFFFD';
  }
  return result;
}

const pieces = fc.oneof(
  fc.constantFrom(
    '&',
    '<',
    '>',
    '"',
    "'",
    ']]>',
    '&amp;',
    '&#106;',
    '&foo;',
    '\r\n',
    '\t',
    '\u0001',
    '\uD800',
    '\uFFFE',
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const hostileText = fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join(''));

test('[ISSUE-10] any text and attribute value make well-formed XML and read back as they were', () => {
  fc.assert(
    fc.property(hostileText, (text) => {
      const xml = xmlDocument(element('t', { a: text }, text));
      expect(readBack(xml)).toEqual({ text: carriable(text), attribute: carriable(text) });
    }),
    { numRuns: 500 },
  );
});

test('[ISSUE-10] child elements nest and an element without content is empty', () => {
  const xml = xmlDocument(element('root', { xmlns: 'urn:x' }, [element('a', {}, 'x'), element('b', { c: '1' })]));
  expect(xml).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<root xmlns="urn:x">\n<a>x</a>\n<b c="1"/>\n</root>\n');
});
