import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseBody, serialiseBody } from '../index';

/** What the editor writes for HTML it reads. */
const roundTrip = (html: string) => serialiseBody(parseBody(html));

const img =
  '<img src="/assets/images/keeper-640.jpg" srcset="/assets/images/keeper-640.jpg 640w, https://cdn.example.com/keeper-1280.jpg 1280w" ' +
  'sizes="(min-width: 800px) 720px, 100vw" alt="The keeper saves the penalty" width="640" height="427">';

/** Each element and card of docs/contracts.md "Article body markup", as the editor writes it. */
const bodies: Record<string, string> = {
  paragraph: '<p>The derby ended in a draw.</p>',
  'h2 and h3': '<h2>First half</h2><h3>The goals</h3>',
  'strong, em, u, s': '<p><strong>Bold</strong>, <em>italic</em>, <u>underlined</u> and <s>struck</s>.</p>',
  'nested marks': '<p><a href="https://example.com/a"><strong><em>linked, bold and italic</em></strong></a></p>',
  'links (web, site path, mailto, tel)':
    '<p><a href="https://example.com/report?x=1&amp;y=2">web</a> <a href="/tag/ajax">tag</a> ' +
    '<a href="mailto:desk@example.com">mail</a> <a href="tel:+31201234567">phone</a></p>',
  br: '<p>First line<br>second line</p>',
  'ul and ol':
    '<ul><li><p>One</p></li><li><p>Two</p><ul><li><p>Two and a half</p></li></ul></li></ul><ol><li><p>First</p></li></ol>',
  'ol with start': '<ol start="3"><li><p>Third</p></li></ol>',
  blockquote: '<blockquote><p>Football is a simple game.</p><p>Twenty-two men chase a ball.</p></blockquote>',
  'pull quote': '<blockquote data-pull-quote=""><p>We never gave up.</p></blockquote>',
  hr: '<p>Before</p><hr><p>After</p>',
  'poll card': '<div data-poll-id="12"></div>',
  'embed card (twitter)':
    '<div data-embed="twitter" data-url="https://x.com/AFCAjax/status/1861234567890123456"></div>',
  'embed card (tiktok)':
    '<div data-embed="tiktok" data-url="https://www.tiktok.com/@club/video/7301234567890123456"></div>',
  'embed card (youtube, query escaped)':
    '<div data-embed="youtube" data-url="https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=42"></div>',
  'embed card (facebook)': '<div data-embed="facebook" data-url="https://www.facebook.com/club/posts/123"></div>',
  'embed card (instagram)': '<div data-embed="instagram" data-url="https://www.instagram.com/p/C0dEfGh/"></div>',
  'picture figure': `<figure>${img}<figcaption>The save, <em>minute 88</em>.</figcaption></figure>`,
  'picture figure without caption': `<figure>${img}</figure>`,
  'picture with only src and alt':
    '<figure><img src="https://cdn.example.com/a.jpg" alt="A"><figcaption>A</figcaption></figure>',
  'numbered figure': `<figure data-numbered-image="">${img}<figcaption>Number one</figcaption></figure>`,
  'lightbox gallery':
    `<figure><a href="/assets/images/keeper-2400.jpg" data-lightbox="matchday">${img}</a><figcaption>One</figcaption></figure>` +
    `<figure><a href="https://cdn.example.com/b-2400.jpg" data-lightbox="matchday">${img}</a></figure>`,
};

test.each(Object.entries(bodies))('[NR-02] %s round-trips: read and written back unchanged', (_name, html) => {
  expect(roundTrip(html)).toBe(html);
  // And stays so: what the editor writes is what it reads.
  expect(roundTrip(roundTrip(html))).toBe(html);
});

test('[NR-02] an empty body is empty; empty paragraphs at the end (the editor’s trailing one) are left out', () => {
  expect(roundTrip('')).toBe('');
  expect(roundTrip('<p></p>')).toBe('');
  expect(roundTrip('<div data-poll-id="3"></div><p></p><p></p>')).toBe('<div data-poll-id="3"></div>');
  expect(roundTrip('<p>a</p><p></p><p>b</p>')).toBe('<p>a</p><p></p><p>b</p>');
});

test('[NR-02] markup the body has no place for becomes the nearest it has, as the API’s sanitizer does', () => {
  // The page has its one h1; h4–h6 become h3; b/i/del are strong/em/s.
  expect(roundTrip('<h1>Title</h1><h4>Four</h4><h6>Six</h6>')).toBe('<h2>Title</h2><h3>Four</h3><h3>Six</h3>');
  expect(roundTrip('<p><b>b</b> <i>i</i> <del>del</del> <strike>strike</strike></p>')).toBe(
    '<p><strong>b</strong> <em>i</em> <s>del</s> <s>strike</s></p>',
  );
  // Links lose target, rel, class and title (the site adds target and rel); lists their type.
  expect(
    roundTrip('<p><a href="https://example.com" target="_blank" rel="noopener" class="x" title="t">x</a></p>'),
  ).toBe('<p><a href="https://example.com">x</a></p>');
  expect(roundTrip('<ol type="a" start="2"><li><p>b</p></li></ol>')).toBe('<ol start="2"><li><p>b</p></li></ol>');
  // An image or lightbox link outside a figure (older bodies) is kept as a figure.
  expect(roundTrip('<p>Before <img src="/a.jpg" alt="A"> after</p>')).toBe(
    '<p>Before</p><figure><img src="/a.jpg" alt="A"></figure><p> after</p>',
  );
  // (The paragraph it stood in is left, empty, before it.)
  expect(roundTrip('<p><a href="/big.jpg" data-lightbox="old gallery!"><img src="/a.jpg" alt="A"></a></p>')).toBe(
    '<p></p><figure><a href="/big.jpg" data-lightbox="gallery"><img src="/a.jpg" alt="A"></a></figure>',
  );
  // A YouTube player frame becomes its embed placeholder.
  expect(roundTrip('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0"></iframe>')).toBe(
    '<div data-embed="youtube" data-url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></div>',
  );
  // Placeholders drop what is inside them; an embed the API would drop goes with its content.
  expect(roundTrip('<div data-poll-id="0012">inside</div>')).toBe('<div data-poll-id="12"></div>');
  expect(roundTrip('<div data-embed="myspace" data-url="https://myspace.com/x"><p>gone</p></div>')).toBe('');
  expect(roundTrip('<div data-embed="twitter" data-url="https://evil.example/x"><p>gone</p></div>')).toBe('');
  expect(roundTrip('<div data-poll-id="12a"><p>kept as text</p></div>')).toBe('<p>kept as text</p>');
});

/** Every attribute of the HTML, as a browser reads it. */
function attributesOf(html: string): Attr[] {
  const container = document.implementation.createHTMLDocument('').createElement('div');
  container.innerHTML = html;
  return Array.from(container.querySelectorAll('*')).flatMap((element) => Array.from(element.attributes));
}

const corpus = readFileSync(join(__dirname, '../../../../../../test-data/xss-corpus.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');

const hostileCards = [
  '<div data-poll-id="7" onclick="window.__xss=1" pollid="javascript:x">x</div>',
  '<div data-embed="youtube" data-url="javascript:window.__xss=1"><img src=x onerror="window.__xss=1"></div>',
  '<div data-embed="twitter" data-url="https://x.com/a" onmouseover="window.__xss=1" provider="x" url="javascript:x"></div>',
  '<figure src="javascript:window.__xss=1" onmouseover="window.__xss=1"><img src="javascript:window.__xss=1" alt="x"></figure>',
  '<figure><img src="data:image/svg+xml,<svg onload=alert(1)>" alt="x"><figcaption>c</figcaption></figure>',
  '<figure><a href="javascript:window.__xss=1" data-lightbox="g"><img src="/a.jpg" alt="a" onload="window.__xss=1"></a></figure>',
  '<figure large="javascript:x" gallery="g"><img src="/a.jpg" srcset="javascript:window.__xss=1 1x" alt="a"></figure>',
  '<blockquote data-pull-quote="" onclick="window.__xss=1"><p style="color:red" onmouseover="window.__xss=1">q</p></blockquote>',
  '<p><a href=" JaVaScRiPt:window.__xss=1" onclick="window.__xss=1">x</a></p>',
  '<p><a href="&#106;avascript:window.__xss=1">entity</a><a href="jav&#x09;ascript:x">tab</a></p>',
  '<h2 onclick="window.__xss=1" level="1">h</h2><ol start="1" onclick="x" style="x"><li onclick="x"><p>l</p></li></ol>',
];

test.each([...corpus, ...hostileCards])(
  '[NR-02] hostile HTML is read without a script, an event handler, a style or a javascript: URL: %s',
  (line) => {
    for (const html of [line, `<p>${line}</p>`]) {
      const written = roundTrip(html);
      expect(written).not.toMatch(/<(script|iframe|object|embed|svg|math|style|form|input|template|body|meta)\b/i);
      for (const attribute of attributesOf(written)) {
        expect(attribute.name).toMatch(/^(href|src|srcset|sizes|alt|width|height|start|data-[a-z-]+)$/);
        expect(attribute.value).not.toMatch(/(javascript|vbscript|data):/i);
      }
      expect(roundTrip(written)).toBe(written);
    }
  },
);

test('[NR-02] text that only looks like markup or a link stays text', () => {
  expect(roundTrip('<p>[click](javascript:window.__xss=1)</p>')).toBe('<p>[click](javascript:window.__xss=1)</p>');
  expect(roundTrip('<p>&lt;script&gt;window.__xss=1&lt;/script&gt;</p>')).toBe(
    '<p>&lt;script&gt;window.__xss=1&lt;/script&gt;</p>',
  );
  expect(roundTrip('<p><a href="javascript:window.__xss=1">click</a></p>')).toBe('<p>click</p>');
});
