import fs from 'node:fs';
import path from 'node:path';
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';
import { escapeHtml, sanitizeBasicHtml } from './html';

/**
 * POP-01: the pop-up's HTML is cleaned by sanitize-html when an operator writes it (one sanitizer for
 * the whole API, issue 15). Read back with parse5, as a browser would build it.
 */

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

function elementsOf(parent: ParentNode): Element[] {
  const found: Element[] = [];
  for (const node of parent.childNodes) {
    if (!('tagName' in node)) continue;
    found.push(node, ...elementsOf(node));
  }
  return found;
}

const allowed = new Set('a b blockquote br em h2 h3 h4 i li ol p s small span strong u ul'.split(' '));

/** What a browser would find wrong in the sanitized HTML: other elements, other attributes, other schemes. */
function problems(html: string): string[] {
  const found: string[] = [];
  for (const element of elementsOf(parseFragment(sanitizeBasicHtml(html)))) {
    if (!allowed.has(element.tagName)) found.push(`element ${element.tagName}`);
    for (const { name, value } of element.attrs) {
      if (element.tagName !== 'a' || !['href', 'target', 'rel'].includes(name)) found.push(`attribute ${name}`);
      // eslint-disable-next-line no-control-regex -- browsers drop these inside a scheme
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\u0000-\u0020]/g, ''))?.[1]?.toLowerCase();
      if (name === 'href' && scheme !== undefined && !['http', 'https', 'mailto'].includes(scheme)) {
        found.push(`${scheme}: link`);
      }
    }
  }
  return found;
}

test('[POP-01] the pop-up keeps text markup and safe links', () => {
  const html =
    '<h2>New season</h2><p>Join the <strong>prediction game</strong>, <em>now</em>.</p><ul><li>one</li></ul>' +
    '<p><a href="https://example.com/actie">Read</a> <a href="/forum">forum</a> <a href="mailto:a@example.com">mail</a></p>';
  expect(sanitizeBasicHtml(html)).toBe(html);
});

test('[POP-01] scripts, handlers, styles, frames and unsafe links go; other tags are unwrapped', () => {
  expect(
    sanitizeBasicHtml(
      '<p onclick="steal()" style="color:red">Nieuw <b>seizoen</b>!</p><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">x</a><a href="/forum" target="_blank" rel="opener">forum</a>' +
        '<img src=x onerror=alert(1)><iframe src="https://example.com">in frame</iframe><div><font>kept</font></div>',
    ),
  ).toBe(
    '<p>Nieuw <b>seizoen</b>!</p><a>x</a><a href="/forum" target="_blank" rel="noopener noreferrer">forum</a>kept',
  );
});

test('[POP-01] comments go, stray brackets are escaped and open tags are closed', () => {
  expect(sanitizeBasicHtml('<p>a<!-- <script>alert(1)</script> --> < b & c > d<strong>open')).toBe(
    '<p>a &lt; b &amp; c &gt; d<strong>open</strong></p>',
  );
});

test('[POP-01] only http, https, mailto and relative links are kept', () => {
  const hrefs = [
    'https://example.com',
    'http://example.com',
    'mailto:a@example.com',
    '/forum',
    '#top',
    'javascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'tel:+31',
    '//evil.example/x',
  ];
  const links = elementsOf(parseFragment(sanitizeBasicHtml(hrefs.map((href) => `<a href="${href}">x</a>`).join(''))));
  expect(links.map((link) => link.attrs.find((attr) => attr.name === 'href')?.value)).toEqual([
    'https://example.com',
    'http://example.com',
    'mailto:a@example.com',
    '/forum',
    '#top',
    ...Array.from({ length: 7 }, () => undefined),
  ]);
});

test('[POP-01] no line of the XSS corpus leaves anything that can run or restyle the page', () => {
  const corpus = fs
    .readFileSync(path.join(__dirname, '../../test/fixtures/xss-corpus.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  expect(corpus.length).toBeGreaterThanOrEqual(20);
  for (const line of corpus) {
    for (const html of [line, `<p>${line}</p>`, `<a href="${line.replace(/"/g, '&quot;')}">${line}</a>`]) {
      expect({ html, problems: problems(html) }).toEqual({ html, problems: [] });
      const once = sanitizeBasicHtml(html);
      expect(sanitizeBasicHtml(once)).toBe(once);
    }
  }
});

test('[POP-01] escapeHtml escapes text (for templates; it is no sanitizer) for element content and quoted attributes', () => {
  expect(escapeHtml(`<a href="x">'Tom' & Jerry</a>`)).toBe(
    '&lt;a href=&quot;x&quot;&gt;&#39;Tom&#39; &amp; Jerry&lt;/a&gt;',
  );
});
