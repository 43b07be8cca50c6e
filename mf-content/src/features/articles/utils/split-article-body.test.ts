import { sanitizeArticleHtml } from '../../../../../api/src/modules/content/sanitize-article-html';
import { splitArticleBody } from './split-article-body';

test('[ART-01] a body without placeholders is one HTML part, an empty body none', () => {
  const html = '<p>The home side pressed.</p><figure data-numbered-image><img src="/a.jpg" alt="" /></figure>';
  expect(splitArticleBody(html)).toEqual([{ kind: 'html', html }]);
  expect(splitArticleBody('')).toEqual([]);
});

test('[ART-01] polls and embeds are cut out in body order, with the HTML around them', () => {
  expect(
    splitArticleBody(
      '<p>Before</p><div data-poll-id="12"></div><p>Between</p>' +
        '<div data-embed="twitter" data-url="https://x.com/tribune/status/1?s=20&amp;t=abc"></div>' +
        '<div data-embed="youtube" data-url="https://www.youtube.com/watch?v=M7lc1UVf-VE"></div><p>After</p>',
    ),
  ).toEqual([
    { kind: 'html', html: '<p>Before</p>' },
    { kind: 'poll', pollId: 12 },
    { kind: 'html', html: '<p>Between</p>' },
    { kind: 'embed', provider: 'twitter', url: 'https://x.com/tribune/status/1?s=20&t=abc' },
    { kind: 'embed', provider: 'youtube', url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' },
    { kind: 'html', html: '<p>After</p>' },
  ]);
});

test('[POL-01] a body that is only a poll is only that poll', () => {
  expect(splitArticleBody('<div data-poll-id="7"></div>')).toEqual([{ kind: 'poll', pollId: 7 }]);
});

test('[EMB-01] markup that is not exactly a placeholder stays HTML', () => {
  const html =
    '<div data-poll-id="x"></div><div data-embed="myspace" data-url="https://myspace.com/a"></div>' +
    '<div data-poll-id="3">content</div><p>&lt;div data-poll-id="4"&gt;&lt;/div&gt;</p>' +
    '<p title="&lt;div data-poll-id=&quot;5&quot;&gt;&lt;/div&gt;">x</p>';
  expect(splitArticleBody(html)).toEqual([{ kind: 'html', html }]);
});

test("[ART-01] the split reads the API sanitizer's own output: placeholders, and nothing that was text", () => {
  const stored =
    '<p>Vote now</p><div data-poll-id="42" class="x">Which side?</div>' +
    '<div data-embed="instagram" data-url="https://www.instagram.com/p/Cabc/?a=1&b=2">fallback</div>' +
    '<p>&lt;div data-poll-id="9"&gt;&lt;/div&gt; is how an editor writes a poll</p>' +
    '<p title=\'<div data-poll-id="8"></div>\'>title</p>';
  const parts = splitArticleBody(sanitizeArticleHtml(stored, { embedTitle: 'Video' }));
  expect(parts.filter((part) => part.kind !== 'html')).toEqual([
    { kind: 'poll', pollId: 42 },
    { kind: 'embed', provider: 'instagram', url: 'https://www.instagram.com/p/Cabc/?a=1&b=2' },
  ]);
  expect(parts[0]).toEqual({ kind: 'html', html: '<p>Vote now</p>' });
});
