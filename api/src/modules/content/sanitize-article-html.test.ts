import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';
import { linkSchemes } from '../../../../shared/src/routing/site-url';
import { sanitizeArticleHtml } from './sanitize-article-html';

/**
 * ART-01: the article body sanitizer, with every behaviour mf-content's browser sanitizer was tested
 * for, plus the shared XSS corpus and random markup. The output is read back with parse5, an HTML
 * parser that follows the standard as browsers do (sanitize-html itself uses htmlparser2, which does
 * not), so what is checked is what a page would build from the answer.
 */

type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

const options = { embedTitle: 'Video' };
const htmlNamespace = 'http://www.w3.org/1999/xhtml';

/** The article body's `<div>`, as the context a page parses the HTML in. */
const bodyContext = (() => {
  const [div] = parseFragment('<div></div>').childNodes;
  if (div === undefined || !('tagName' in div)) throw new Error('parse5 made no div');
  return div;
})();

function elementsOf(parent: ParentNode): Element[] {
  const found: Element[] = [];
  for (const node of parent.childNodes) {
    if (!('tagName' in node)) continue;
    // A <template>'s content is not among its children, but a template is itself never allowed.
    found.push(node, ...elementsOf(node));
  }
  return found;
}

/** The elements a browser builds from the sanitized HTML, in document order. */
function clean(html: string): Element[] {
  return elementsOf(parseFragment(bodyContext, sanitizeArticleHtml(html, options), {}));
}

function attributesOf(element: Element | undefined): Record<string, string> {
  return Object.fromEntries((element?.attrs ?? []).map(({ name, value }) => [name, value]));
}

function byTag(elements: Element[], tagName: string): Element[] {
  return elements.filter((element) => element.tagName === tagName);
}

test('[ART-01] sanitizer keeps ordinary article markup', () => {
  const html =
    '<h2>Second half</h2><p>The <strong>home side</strong> pressed, <em>again</em>.</p>' +
    '<blockquote><p>We never gave up.</p><footer>The coach</footer></blockquote>' +
    '<ul><li>one</li><li>two</li></ul><p><a href="/article/2/next">Read on</a> or <a href="https://example.org/x">elsewhere</a>.</p>';
  expect(sanitizeArticleHtml(html, options)).toBe(html);
});

test('[ART-01] sanitizer removes scripts, styles and other active elements with their content', () => {
  const html =
    '<p>Before</p><script>window.hacked = true</script><style>body{display:none}</style>' +
    '<object data="x.swf"></object><embed src="x.swf"><form action="/steal"><input name="a"></form>' +
    '<svg><script>alert(1)</script></svg><noscript><img src="x"></noscript><p>After</p>';
  expect(sanitizeArticleHtml(html, options)).toBe('<p>Before</p><p>After</p>');
  expect(
    sanitizeArticleHtml(
      '<svg><text>drawn</text></svg><math><mi>x</mi></math><select><option>o</option></select><video>v</video>' +
        '<template><p>t</p></template><textarea>typed</textarea><title>t</title><xmp><b>x</b></xmp>',
      options,
    ),
  ).toBe('');
});

test('[ART-01] sanitizer removes event handlers and inline styles', () => {
  const elements = clean(
    '<p onclick="alert(1)" style="position:fixed">Text</p><img src="/a.jpg" onerror="alert(1)" alt="Goal">',
  );
  expect(attributesOf(byTag(elements, 'p')[0])).toEqual({});
  expect(attributesOf(byTag(elements, 'img')[0])).toEqual({
    src: '/a.jpg',
    alt: 'Goal',
    loading: 'lazy',
    decoding: 'async',
  });
});

test('[ART-01] sanitizer marks an image without alt text as decorative', () => {
  expect(attributesOf(byTag(clean('<img src="https://cdn.example/a.jpg">'), 'img')[0])).toEqual({
    src: 'https://cdn.example/a.jpg',
    alt: '',
    loading: 'lazy',
    decoding: 'async',
  });
});

test('[ART-01] sanitizer drops javascript:, vbscript: and data: URLs, however they are written', () => {
  const elements = clean(
    '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="jav&#x09;ascript:alert(1)">c</a>' +
      '<a href="vbscript:msgbox(1)">d</a><a href="data:text/html,<script>alert(1)</script>">e</a><img src="data:image/svg+xml,<svg/onload=alert(1)>">' +
      '<a href="mailto:editor@example.org">f</a>' +
      '<a href="&#106;avascript:alert(1)">g</a><a href="javascript&colon;alert(1)">h</a><a href="java&#10;script:alert(1)">i</a>' +
      '<blockquote cite="javascript:alert(1)">j</blockquote><img src="mailto:editor@example.org">',
  );
  const links = byTag(elements, 'a');
  expect(links).toHaveLength(9);
  expect(links.map((link) => attributesOf(link)['href'])).toEqual([
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    'mailto:editor@example.org',
    undefined,
    undefined,
    undefined,
  ]);
  expect(byTag(elements, 'img').map((image) => attributesOf(image)['src'])).toEqual([undefined, undefined]);
  expect(attributesOf(byTag(elements, 'blockquote')[0])).toEqual({});
});

test("[ART-01] links keep exactly @tribune/shared's link schemes, and relative URLs", () => {
  const kept = [...linkSchemes].map((scheme) => `${scheme}//example.org/x`);
  const refused = ['ftp://example.org/x', 'sms:+31612345678', 'file:///etc/passwd', 'blob:https://example.org/x'];
  const relative = ['/article/2/next', '#comments', '?page=2', '//cdn.example/x', 'next'];
  const links = byTag(
    clean([...kept, ...refused, ...relative].map((href) => `<a href="${href}">x</a>`).join('')),
    'a',
  ).map((link) => attributesOf(link)['href']);
  expect(links).toEqual([...kept, ...refused.map(() => undefined), ...relative]);
});

test('[ART-01] sanitizer keeps YouTube embeds and removes every other frame', () => {
  const elements = clean(
    '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=10" width="560" height="315" onload="alert(1)" srcdoc="<script>alert(1)</script>"></iframe>' +
      '<iframe src="https://evil.example/embed/x"></iframe><iframe src="javascript:alert(1)"></iframe>' +
      '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe><iframe src="https://www.youtube-nocookie.com/embed/abc" title="Highlights"></iframe>',
  );
  const frames = byTag(elements, 'iframe');
  expect(frames).toHaveLength(2);
  expect(attributesOf(frames[0])).toEqual({
    src: 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=10',
    title: 'Video',
    width: '560',
    height: '315',
    loading: 'lazy',
    allow: 'accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share',
    allowfullscreen: '',
    referrerpolicy: 'strict-origin-when-cross-origin',
  });
  expect(attributesOf(frames[1])).toMatchObject({
    src: 'https://www.youtube-nocookie.com/embed/abc',
    title: 'Highlights',
  });
});

test('[ART-01] a YouTube player is rebuilt from its video URL only: no other page, size or content', () => {
  const elements = clean(
    '<iframe src="https://www.youtube.com/watch?v=abc"></iframe><iframe src="http://youtube.com/embed/abc" width="100%" height="315px"></iframe>' +
      '<iframe src="https://www.youtube.com/embed/abc/../../evil"></iframe><iframe src="/embed/rel" title="  "><p>inside</p>text<script>alert(1)</script></iframe><p>after</p>',
  );
  const frames = byTag(elements, 'iframe').map(attributesOf);
  expect(frames.map((frame) => frame['src'])).toEqual([
    'https://youtube.com/embed/abc',
    'https://www.youtube.com/embed/rel',
  ]);
  expect(frames[0]).not.toHaveProperty('width');
  expect(frames[0]).not.toHaveProperty('height');
  expect(frames[1]).toHaveProperty('title', 'Video');
  expect(sanitizeArticleHtml('<iframe src="/embed/rel"><p>inside</p>text</iframe><p>after</p>', options)).toMatch(
    /^<iframe [^>]*><\/iframe><p>after<\/p>$/,
  );
});

test('[ART-01] an embed without a title is named in the language asked for', () => {
  const [frame] = byTag(
    elementsOf(
      parseFragment(
        bodyContext,
        sanitizeArticleHtml('<iframe src="https://www.youtube.com/embed/abc"></iframe>', { embedTitle: 'Filmpje' }),
        {},
      ),
    ),
    'iframe',
  );
  expect(attributesOf(frame)['title']).toBe('Filmpje');
});

test('[ART-01] sanitizer unwraps unknown elements, keeps their text, and turns h1 into h2', () => {
  expect(
    sanitizeArticleHtml(
      '<h1>Title in body</h1><font color="red">Loud</font><custom-widget><b>bold</b></custom-widget>',
      options,
    ),
  ).toBe('<h2>Title in body</h2>Loud<b>bold</b>');
});

test('[ART-01] sanitizer makes links that open a new tab safe', () => {
  const [link] = clean('<a href="https://example.org" target="_blank" rel="opener">x</a>');
  expect(attributesOf(link)).toEqual({ href: 'https://example.org', target: '_blank', rel: 'noopener noreferrer' });
  const [sameTab] = clean('<a href="/x" rel="nofollow">x</a>');
  expect(attributesOf(sameTab)).toEqual({ href: '/x', rel: 'nofollow' });
});

test('[ART-01] sanitizer removes comments', () => {
  expect(sanitizeArticleHtml('<p>a<!-- <script>alert(1)</script> --></p>', options)).toBe('<p>a</p>');
});

// ---------------------------------------------------------------------------------------------------
// Hostile input: nothing that can run script or restyle the page survives, as a browser reads it.

/** Kept elements (sanitize-article-html.ts), besides YouTube players. */
const allowedElements = new Set(
  'a abbr b blockquote br caption cite code dd del div dl dt em figcaption figure footer h2 h3 h4 h5 h6 hr i img ins li mark ol p pre q s small span strong sub sup table tbody td tfoot th thead time tr u ul'.split(
    ' ',
  ),
);
const urlAttributes = new Set(['href', 'src', 'cite', 'action', 'formaction', 'data', 'poster', 'background']);
const youTubePlayer = /^https:\/\/(www\.)?youtube(-nocookie)?\.com\/embed\/[\w-]+(\?[^#]*)?$/;

/** The scheme a browser's URL parser finds (it drops tabs and newlines, and C0 controls and spaces at the ends). */
function browserScheme(url: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const trimmed = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
}

/** What is wrong with the sanitized HTML as a browser reads it; empty when it is safe. */
function problems(html: string): string[] {
  const found: string[] = [];
  for (const element of elementsOf(parseFragment(bodyContext, sanitizeArticleHtml(html, options), {}))) {
    const attributes = attributesOf(element);
    if (element.namespaceURI !== htmlNamespace) found.push(`foreign element ${element.tagName}`);
    if (element.tagName === 'iframe') {
      if (!youTubePlayer.test(attributes['src'] ?? '')) found.push(`frame ${attributes['src']}`);
      if (element.childNodes.length > 0) found.push('frame content');
    } else if (!allowedElements.has(element.tagName)) {
      found.push(`element ${element.tagName}`);
    }
    for (const [name, value] of Object.entries(attributes)) {
      if (name.startsWith('on')) found.push(`handler ${name}`);
      if (name === 'style' || name === 'srcdoc' || name === 'class') found.push(`attribute ${name}`);
      const scheme = urlAttributes.has(name) ? browserScheme(value) : undefined;
      if (scheme !== undefined && !linkSchemes.has(`${scheme}:`)) found.push(`${scheme}: URL in ${name}`);
    }
  }
  return found;
}

function corpus(): string[] {
  const text = fs.readFileSync(path.join(__dirname, '../../../test/fixtures/xss-corpus.txt'), 'utf8');
  return text.split('\n').filter((line) => line.trim() !== '');
}

test('[ART-01] no line of the XSS corpus leaves a script, handler, javascript:/data: URL or style behind', () => {
  const lines = corpus();
  expect(lines.length).toBeGreaterThanOrEqual(20);
  for (const line of lines) {
    // Alone, inside a paragraph, and inside a YouTube player (whose content is a browser's raw text).
    for (const html of [line, `<p>${line}</p>`, `<iframe src="https://www.youtube.com/embed/x">${line}</iframe>`]) {
      expect({ html, problems: problems(html) }).toEqual({ html, problems: [] });
      expect(sanitizeArticleHtml(html, options)).not.toMatch(/<(script|style)/i);
    }
  }
});

test('[ART-01] the corpus comes out as text where it was text', () => {
  expect(sanitizeArticleHtml('[click](javascript:window.__xss=1)', options)).toBe('[click](javascript:window.__xss=1)');
  expect(sanitizeArticleHtml('<p title="</noscript><img src=x onerror=alert(1)>">x</p>', options)).toBe(
    '<p title="&lt;/noscript&gt;&lt;img src=x onerror=alert(1)&gt;">x</p>',
  );
});

test('[ART-01] random hostile markup never leaves anything that can run or restyle the page', () => {
  const tokens = [
    '<script>',
    '</script>',
    '<style>',
    '</style>',
    '<iframe src="https://www.youtube.com/embed/x">',
    '<iframe src="javascript:alert(1)">',
    '</iframe>',
    '<noscript>',
    '</noscript>',
    '<template>',
    '</template>',
    '<svg>',
    '</svg>',
    '<math><mtext>',
    '<table>',
    '<select><option>',
    '<textarea>',
    '</textarea>',
    '<xmp>',
    '</xmp>',
    '<title>',
    '</title>',
    '<p title="',
    '<a href="',
    '<img src=x ',
    'onerror=alert(1) ',
    'style="color:red" ',
    '">',
    "'>",
    '>',
    '<',
    '</p>',
    '<h1>',
    '<!--',
    '-->',
    '<![CDATA[',
    ']]>',
    'javascript:alert(1)',
    'data:text/html,x',
    'jav&#x09;ascript:',
    '&lt;script&gt;',
    'text ',
  ];
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...tokens), { maxLength: 24 }), (parts) => {
      const html = parts.join('');
      expect({ html, problems: problems(html) }).toEqual({ html, problems: [] });
    }),
    { seed: 20_261_201, numRuns: 1_000 },
  );
});
