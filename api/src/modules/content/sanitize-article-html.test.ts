import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';
import { linkSchemes } from '../../../../shared/src/routing/site-url';
import { embedProviderHosts, embedProviders, providerUrl, sanitizeArticleHtml } from './sanitize-article-html';

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
// The placeholders of the article body markup contract (docs/contracts.md "Article body markup"), which
// mf-content's split-article-body.ts turns into polls, embeds, a lightbox and numbered images.

test('[ART-01] a poll placeholder survives with its digits, and without its content', () => {
  expect(
    sanitizeArticleHtml('<p>Vote:</p><div data-poll-id="12">Which side <b>wins</b>?</div><p>after</p>', options),
  ).toBe('<p>Vote:</p><div data-poll-id="12"></div><p>after</p>');
  expect(sanitizeArticleHtml('<div data-poll-id="7" class="poll" onclick="alert(1)" title="t"></div>', options)).toBe(
    '<div data-poll-id="7"></div>',
  );
});

test('[ART-01] a placeholder stays empty when the body ends in a cut-off tag', () => {
  // htmlparser2 reports the end of the cut-off <a>, which it never reported opening.
  expect(
    sanitizeArticleHtml('<div data-poll-id="1"><div data-poll-id="12"><a href="/x" data-lightbox="', options),
  ).toBe('<div data-poll-id="1"></div>');
  expect(sanitizeArticleHtml('<div data-poll-id="1"><p>inside<a href="/x', options)).toBe(
    '<div data-poll-id="1"></div>',
  );
});

test('[ART-01] a poll id that is not digits only makes a plain div', () => {
  for (const id of ['12a', ' 12', '-1', '1.5', '', '1 onclick=alert(1)', '１２', '12345678901']) {
    expect(sanitizeArticleHtml(`<div data-poll-id="${id}">text</div>`, options)).toBe('<div>text</div>');
  }
  expect(sanitizeArticleHtml('<div data-poll-id>text</div>', options)).toBe('<div>text</div>');
});

test('[ART-01] an embed placeholder survives for each provider with an https URL on its hosts', () => {
  const urls: Record<(typeof embedProviders)[number], string> = {
    twitter: 'https://x.com/tribune/status/1790000000000000000',
    tiktok: 'https://www.tiktok.com/@tribune/video/7300000000000000000',
    youtube: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    facebook: 'https://www.facebook.com/tribune/posts/123',
    instagram: 'https://www.instagram.com/p/Cabc123/',
  };
  for (const provider of embedProviders) {
    expect(
      sanitizeArticleHtml(
        `<div data-embed="${provider}" data-url="${urls[provider]}" style="x">fallback</div>`,
        options,
      ),
    ).toBe(`<div data-embed="${provider}" data-url="${urls[provider]}"></div>`);
  }
  // The URL as the URL parser writes it; & escaped as any attribute value.
  expect(
    sanitizeArticleHtml(
      '<div data-embed="twitter" data-url=" https://twitter.com/a/status/1?s=20&t=x "></div>',
      options,
    ),
  ).toBe('<div data-embed="twitter" data-url="https://twitter.com/a/status/1?s=20&amp;t=x"></div>');
});

test("[ART-01] an embed that is not the provider's is dropped with its content", () => {
  const refused = [
    ['twitter', 'https://evil.example/tribune/status/1'],
    ['twitter', 'http://x.com/tribune/status/1'],
    ['twitter', 'https://x.com.evil.example/status/1'],
    ['twitter', 'https://evil.example/?https://x.com/a'],
    ['twitter', 'https://user:pass@x.com/a'],
    ['twitter', 'https://x.com:8443/a'],
    ['twitter', '//x.com/a'],
    ['twitter', '/status/1'],
    ['twitter', 'javascript:alert(1)//x.com'],
    ['youtube', 'https://x.com/tribune/status/1'],
    ['instagram', 'data:text/html,<script>alert(1)</script>'],
    ['myspace', 'https://myspace.com/a'],
    ['TWITTER', 'https://x.com/a'],
    ['twitter', ''],
  ];
  for (const [provider, url] of refused) {
    expect(
      sanitizeArticleHtml(`<p>a</p><div data-embed="${provider}" data-url="${url}">x<p>y</p></div><p>b</p>`, options),
    ).toBe('<p>a</p><p>b</p>');
  }
  expect(sanitizeArticleHtml('<div data-embed="twitter">x</div><p>b</p>', options)).toBe('<p>b</p>');
  // A URL without a provider is no placeholder: the attribute goes, the div stays.
  expect(sanitizeArticleHtml('<div data-url="https://x.com/a">text</div>', options)).toBe('<div>text</div>');
});

test("[ART-01] the embed hosts are each provider's own", () => {
  for (const [provider, hosts] of Object.entries(embedProviderHosts)) {
    for (const host of hosts) expect(providerUrl(provider, `https://${host}/a`)).toBe(`https://${host}/a`);
    expect(providerUrl(provider, `https://${hosts[0] ?? ''}.evil.example/a`)).toBeNull();
  }
  expect(providerUrl('tiktok', 'https://www.tiktok.com/@tribune/video/1')).toBe(
    'https://www.tiktok.com/@tribune/video/1',
  );
  expect(providerUrl('facebook', 'https://x.com/a')).toBeNull();
});

test('[ART-01] a lightbox link keeps data-lightbox when its href is an http(s) or site address', () => {
  expect(
    sanitizeArticleHtml(
      '<a href="https://cdn.example/big.jpg" data-lightbox="gallery"><img src="https://cdn.example/small.jpg" alt="Goal"></a>',
      options,
    ),
  ).toBe(
    '<a href="https://cdn.example/big.jpg" data-lightbox="gallery"><img src="https://cdn.example/small.jpg" alt="Goal" loading="lazy" decoding="async" /></a>',
  );
  expect(sanitizeArticleHtml('<a href="/assets/images/pitch.svg" data-lightbox="derby-2">x</a>', options)).toBe(
    '<a href="/assets/images/pitch.svg" data-lightbox="derby-2">x</a>',
  );
  // A gallery name that is not a plain word becomes "gallery".
  for (const name of ['', 'a b', '<script>', 'x'.repeat(41)]) {
    expect(sanitizeArticleHtml(`<a href="http://cdn.example/a.jpg" data-lightbox="${name}">x</a>`, options)).toBe(
      '<a href="http://cdn.example/a.jpg" data-lightbox="gallery">x</a>',
    );
  }
});

test('[ART-01] data-lightbox goes from links to anything but an http(s) or site address', () => {
  const links = byTag(
    clean(
      [
        'javascript:alert(1)',
        'mailto:editor@example.org',
        'tel:+31612345678',
        '//cdn.example/a.jpg',
        'a.jpg',
        '#top',
        '',
      ]
        .map((href) => `<a href="${href}" data-lightbox="gallery">x</a>`)
        .join('') + '<a data-lightbox="gallery">no href</a>',
    ),
    'a',
  );
  expect(links).toHaveLength(8);
  for (const link of links) expect(attributesOf(link)).not.toHaveProperty('data-lightbox');
});

test('[ART-01] a numbered image keeps its marker, without a value', () => {
  expect(
    sanitizeArticleHtml(
      '<figure data-numbered-image="3" onclick="alert(1)"><img src="/assets/images/pitch.svg" alt="The pitch"><figcaption>Before kick-off</figcaption></figure>',
      options,
    ),
  ).toBe(
    '<figure data-numbered-image><img src="/assets/images/pitch.svg" alt="The pitch" loading="lazy" decoding="async" /><figcaption>Before kick-off</figcaption></figure>',
  );
  expect(sanitizeArticleHtml('<figure><img src="/a.jpg" alt="a"></figure>', options)).toBe(
    '<figure><img src="/a.jpg" alt="a" loading="lazy" decoding="async" /></figure>',
  );
});

test('[ART-01] the placeholder attributes live on their own elements only, and no other data attribute does', () => {
  expect(
    sanitizeArticleHtml(
      '<p data-poll-id="1" data-embed="twitter" data-url="https://x.com/a">p</p><span data-lightbox="g">s</span>' +
        '<img src="/a.jpg" alt="" data-numbered-image><div data-numbered-image data-lightbox="g" data-foo="1">d</div>' +
        '<a href="/x" data-poll-id="2" data-url="https://x.com/a">a</a><figure data-poll-id="3">f</figure>',
      options,
    ),
  ).toBe(
    '<p>p</p><span>s</span><img src="/a.jpg" alt="" loading="lazy" decoding="async" /><div>d</div><a href="/x">a</a><figure>f</figure>',
  );
});

test('[ART-01] sanitizing twice changes nothing: bodies are cleaned when written and again when read', () => {
  const bodies = [
    '<p>Vote:</p><div data-poll-id="12">x</div><div data-embed="twitter" data-url="https://x.com/a/status/1?s=1&t=2"></div>',
    '<a href="https://cdn.example/big.jpg" data-lightbox="derby"><img src="/small.jpg"></a>',
    '<figure data-numbered-image><img src="/a.jpg" alt="a"><figcaption>c &amp; d</figcaption></figure>',
    '<iframe src="https://www.youtube.com/embed/abc"></iframe><h1>t</h1><p title="a&quot;b">x</p>',
    ...corpus(),
  ];
  for (const html of bodies) {
    const once = sanitizeArticleHtml(html, options);
    expect(sanitizeArticleHtml(once, options)).toBe(once);
  }
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

/** The data attributes each element may keep, and the values they may have (the placeholders). */
const placeholderAttributes: Record<string, Record<string, RegExp>> = {
  div: {
    'data-poll-id': /^[0-9]+$/,
    'data-embed': new RegExp(`^(${embedProviders.join('|')})$`),
    'data-url': /^https:\/\/[a-z0-9.-]+\/[^"<>\s]*$/,
  },
  a: { 'data-lightbox': /^[A-Za-z0-9_-]{1,40}$/ },
  figure: { 'data-numbered-image': /^$/ },
};

/** What is wrong with a placeholder as a browser reads it; empty when it is one of the contract's. */
function placeholderProblems(element: Element, attributes: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [name, value] of Object.entries(attributes)) {
    if (!name.startsWith('data-')) continue;
    const pattern = placeholderAttributes[element.tagName]?.[name];
    if (pattern === undefined || !pattern.test(value)) found.push(`${element.tagName} ${name}="${value}"`);
  }
  const provider = attributes['data-embed'];
  if (provider !== undefined && providerUrl(provider, attributes['data-url'] ?? '') === null) {
    found.push(`embed ${provider} ${attributes['data-url']}`);
  }
  if (attributes['data-lightbox'] !== undefined && !/^(https?:\/\/|\/[^/])/.test(attributes['href'] ?? '')) {
    found.push(`lightbox ${attributes['href']}`);
  }
  if ((provider !== undefined || attributes['data-poll-id'] !== undefined) && element.childNodes.length > 0) {
    found.push('placeholder content');
  }
  return found;
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
    found.push(...placeholderProblems(element, attributes));
  }
  return found;
}

const corpusFile = path.join(__dirname, '../../../test/fixtures/xss-corpus.txt');
/** The corpus the issue names (`../shared/data/xss-corpus.txt` beside the repository), when it is there. */
const sharedCorpusFile = path.join(__dirname, '../../../../../shared/data/xss-corpus.txt');

function corpus(): string[] {
  const text = fs.readFileSync(corpusFile, 'utf8');
  return text.split('\n').filter((line) => line.trim() !== '');
}

test("[ART-01] the repository's XSS corpus is the shared one, line for line", () => {
  if (!fs.existsSync(sharedCorpusFile)) return;
  expect(fs.readFileSync(corpusFile, 'utf8')).toBe(fs.readFileSync(sharedCorpusFile, 'utf8'));
});

test('[ART-01] no line of the XSS corpus leaves a script, handler, javascript:/data: URL or style behind', () => {
  const lines = corpus();
  expect(lines.length).toBeGreaterThanOrEqual(20);
  for (const line of lines) {
    // Alone, inside a paragraph, inside a YouTube player (whose content is a browser's raw text), and in
    // and around every placeholder: as content, as an attribute value, as the embed URL's tail.
    const attribute = line.replace(/"/g, '&quot;');
    for (const html of [
      line,
      `<p>${line}</p>`,
      `<iframe src="https://www.youtube.com/embed/x">${line}</iframe>`,
      `<div data-poll-id="1">${line}</div>`,
      `<div data-poll-id="${attribute}">${line}</div>`,
      `<div data-embed="twitter" data-url="https://x.com/a/${attribute}">${line}</div>`,
      `<div data-embed="${attribute}" data-url="${attribute}">${line}</div>`,
      `<a href="https://cdn.example/${attribute}" data-lightbox="${attribute}">${line}</a>`,
      `<a href="${attribute}" data-lightbox="gallery">${line}</a>`,
      `<figure data-numbered-image="${attribute}">${line}<figcaption>${line}</figcaption></figure>`,
    ]) {
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
    '<a href="https://cdn.example/a.jpg" data-lightbox="',
    '<div data-poll-id="',
    '<div data-poll-id="12">',
    '<div data-embed="twitter" data-url="',
    '<div data-embed="youtube" data-url="https://www.youtube.com/watch?v=x">',
    'https://x.com/a',
    '</div>',
    '<figure data-numbered-image>',
    '</figure>',
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
      // Cleaned when written and again when read: the second pass finds nothing to change.
      const once = sanitizeArticleHtml(html, options);
      expect({ html, twice: sanitizeArticleHtml(once, options) }).toEqual({ html, twice: once });
    }),
    { seed: 20_261_201, numRuns: 1_000 },
  );
});
