import { sanitizeArticleHtml } from './sanitize-html';

const options = { embedTitle: 'Video' };

function clean(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeArticleHtml(html, options);
  return container;
}

test('[ART-01] sanitizer keeps ordinary article markup', () => {
  const html =
    '<h2>Second half</h2><p>The <strong>home side</strong> pressed, <em>again</em>.</p>' +
    '<blockquote><p>We never gave up.</p><footer>The coach</footer></blockquote>' +
    '<ul><li>one</li><li>two</li></ul><p><a href="/article/2/next">Read on</a> or <a href="https://example.org/x">elsewhere</a>.</p>';
  expect(sanitizeArticleHtml(html, options)).toBe(html);
});

test('[ART-01] sanitizer removes scripts, styles and other active elements with their content', () => {
  const container = clean(
    '<p>Before</p><script>window.hacked = true</script><style>body{display:none}</style>' +
      '<object data="x.swf"></object><embed src="x.swf"><form action="/steal"><input name="a"></form>' +
      '<svg><script>alert(1)</script></svg><noscript><img src="x"></noscript><p>After</p>',
  );
  expect(container.innerHTML).toBe('<p>Before</p><p>After</p>');
});

test('[ART-01] sanitizer removes event handlers and inline styles', () => {
  const container = clean(
    '<p onclick="alert(1)" style="position:fixed">Text</p><img src="/a.jpg" onerror="alert(1)" alt="Goal">',
  );
  const paragraph = container.querySelector('p');
  expect(paragraph?.attributes).toHaveLength(0);
  const image = container.querySelector('img');
  expect(image).not.toHaveAttribute('onerror');
  expect(image).toHaveAttribute('src', '/a.jpg');
  expect(image).toHaveAttribute('alt', 'Goal');
  expect(image).toHaveAttribute('loading', 'lazy');
});

test('[ART-01] sanitizer drops javascript:, vbscript: and data: URLs, however they are written', () => {
  const container = clean(
    '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="jav&#x09;ascript:alert(1)">c</a>' +
      '<a href="vbscript:msgbox(1)">d</a><a href="data:text/html,<script>alert(1)</script>">e</a><img src="data:image/svg+xml,<svg/onload=alert(1)>">' +
      '<a href="mailto:editor@example.org">f</a>',
  );
  const links = Array.from(container.querySelectorAll('a'));
  expect(links.slice(0, 5).every((link) => !link.hasAttribute('href'))).toBe(true);
  expect(container.querySelector('img')).not.toHaveAttribute('src');
  expect(links[5]).toHaveAttribute('href', 'mailto:editor@example.org');
});

test('[ART-01] sanitizer keeps YouTube embeds and removes every other frame', () => {
  const container = clean(
    '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=10" width="560" height="315" onload="alert(1)" srcdoc="<script>alert(1)</script>"></iframe>' +
      '<iframe src="https://evil.example/embed/x"></iframe><iframe src="javascript:alert(1)"></iframe>' +
      '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe><iframe src="https://www.youtube-nocookie.com/embed/abc" title="Highlights"></iframe>',
  );
  const frames = Array.from(container.querySelectorAll('iframe'));
  expect(frames).toHaveLength(2);
  expect(frames[0]).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=10');
  expect(frames[0]).toHaveAttribute('title', 'Video');
  expect(frames[0]).toHaveAttribute('width', '560');
  expect(frames[0]).not.toHaveAttribute('onload');
  expect(frames[0]).not.toHaveAttribute('srcdoc');
  expect(frames[1]).toHaveAttribute('title', 'Highlights');
});

test('[ART-01] sanitizer unwraps unknown elements, keeps their text, and turns h1 into h2', () => {
  const container = clean(
    '<h1>Title in body</h1><font color="red">Loud</font><custom-widget><b>bold</b></custom-widget>',
  );
  expect(container.innerHTML).toBe('<h2>Title in body</h2>Loud<b>bold</b>');
});

test('[ART-01] sanitizer makes links that open a new tab safe', () => {
  const container = clean('<a href="https://example.org" target="_blank" rel="opener">x</a>');
  expect(container.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer');
});

test('[ART-01] sanitizer removes comments', () => {
  expect(sanitizeArticleHtml('<p>a<!-- <script>alert(1)</script> --></p>', options)).toBe('<p>a</p>');
});
