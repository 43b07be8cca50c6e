import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Suspense, type ReactElement } from 'react';
import { RemoteIntlProvider } from '@tribune/shared';
import { loadMessages } from '../../../i18n/load-messages';
import {
  renderWithProviders,
  setupMockApi,
  testApiOrigin,
  type RenderOptions,
} from '../../../test/render-with-providers';
import { ArticleEmbed } from './article-embed';

const server = setupMockApi();

/** Renders embeds as the article page does: inside this remote's messages. */
function renderEmbeds(ui: ReactElement, options?: RenderOptions) {
  return renderWithProviders(
    <Suspense fallback={null}>
      <RemoteIntlProvider loadMessages={loadMessages}>{ui}</RemoteIntlProvider>
    </Suspense>,
    options,
  );
}

/** The cards as the API sends them: the providers' quotes, sanitized there (paragraphs and links only). */
const tweetCard = {
  provider: 'twitter',
  url: 'https://twitter.com/afcajax/status/1861234567890123456',
  html:
    '<blockquote><p lang="nl" dir="ltr">Wat een avond in de Arena! <a href="https://t.co/AbC123" target="_blank" ' +
    'rel="noopener noreferrer nofollow">pic.twitter.com/AbC123</a></p>— AFC Ajax (@AFCAjax) <a href="https://' +
    'twitter.com/AFCAjax/status/1861234567890123456" target="_blank" rel="noopener noreferrer nofollow">November ' +
    '24, 2026</a></blockquote>',
  author_name: 'AFC Ajax',
  author_url: 'https://twitter.com/AFCAjax',
  title: null,
  width: 550,
  height: null,
};

const tiktokCard = {
  provider: 'tiktok',
  url: 'https://www.tiktok.com/@afcajax/video/7311234567890123456',
  html:
    '<blockquote> <a href="https://www.tiktok.com/@afcajax?refer=embed" target="_blank" rel="noopener noreferrer ' +
    'nofollow">@afcajax</a> <p>Training in de sneeuw ❄️</p> </blockquote>',
  author_name: 'AFC Ajax',
  author_url: 'https://www.tiktok.com/@afcajax',
  title: 'Training in de sneeuw ❄️',
  width: null,
  height: null,
};

/** Serves the embed routes and records what was asked. */
function serveEmbeds(
  answer: { status: number; twitter?: unknown; tiktok?: unknown; until?: Promise<void> } = { status: 200 },
) {
  const asked: URL[] = [];
  const error = { data: null, metaData: { message: 'X (Twitter) could not be reached. Try again later.' } };
  server.use(
    http.get(`${testApiOrigin}/api/v2/embed/twitter`, async ({ request }) => {
      asked.push(new URL(request.url));
      await answer.until;
      return answer.status === 200
        ? HttpResponse.json({ data: answer.twitter ?? tweetCard })
        : HttpResponse.json(error, { status: answer.status });
    }),
    http.get(`${testApiOrigin}/api/v2/embed/tiktok/:user/:video`, ({ request }) => {
      asked.push(new URL(request.url));
      return answer.status === 200
        ? HttpResponse.json({ data: answer.tiktok ?? tiktokCard })
        : HttpResponse.json(error, { status: answer.status });
    }),
  );
  return asked;
}

test('[EMB-01] a post on X is asked of our API with limit 7 and max width 540, and shown as a card with a link to X', async () => {
  const asked = serveEmbeds();
  await renderEmbeds(
    <ArticleEmbed provider="twitter" url="https://twitter.com/AFCAjax/status/1861234567890123456?s=20" />,
  );

  const card = await screen.findByRole('figure', { name: 'Post on X' });
  expect(await within(card).findByText(/Wat een avond in de Arena!/)).toBeInTheDocument();
  expect(within(card).getByText('AFC Ajax on X')).toBeInTheDocument();
  const link = within(card).getByRole('link', { name: 'View on X' });
  expect(link).toHaveAttribute('href', 'https://x.com/AFCAjax/status/1861234567890123456');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // The quote's own links stay links; nothing of X's widget script is on the page.
  expect(within(card).getByRole('link', { name: 'pic.twitter.com/AbC123' })).toHaveAttribute(
    'href',
    'https://t.co/AbC123',
  );
  expect(document.querySelector('script')).toBeNull();

  expect(asked).toHaveLength(1);
  expect(asked[0]?.pathname).toBe('/api/v2/embed/twitter');
  expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({
    url: 'https://x.com/AFCAjax/status/1861234567890123456',
    limit: '7',
    maxwidth: '540',
    omit_script: 'true',
    tenant_id: 'tribune',
  });
});

test('[EMB-01] while the post loads a box says so; when it cannot be had, the reader gets a plain link to it', async () => {
  let answer: () => void = () => undefined;
  serveEmbeds({ status: 502, until: new Promise((resolve) => (answer = resolve)) });
  await renderEmbeds(<ArticleEmbed provider="twitter" url="https://x.com/AFCAjax/status/500" />);
  expect(await screen.findByText('Loading the post from X…')).toBeInTheDocument();
  expect(screen.getByRole('figure', { name: 'Post on X' })).toHaveAttribute('aria-busy', 'true');
  answer();

  const link = await screen.findByRole('link', { name: 'View this post on X' });
  expect(link).toHaveAttribute('href', 'https://x.com/AFCAjax/status/500');
  expect(screen.queryByRole('figure')).toBeNull();
  expect(screen.queryByText('Loading the post from X…')).toBeNull();
});

test('[EMB-01] a TikTok video is asked of our API by user and video, and shown as a card with a link to TikTok', async () => {
  const asked = serveEmbeds();
  await renderEmbeds(
    <ArticleEmbed provider="tiktok" url="https://www.tiktok.com/@afcajax/video/7311234567890123456?lang=nl" />,
  );
  const card = await screen.findByRole('figure', { name: 'Post on TikTok' });
  expect(await within(card).findByText('Training in de sneeuw ❄️')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'View on TikTok' })).toHaveAttribute(
    'href',
    'https://www.tiktok.com/@afcajax/video/7311234567890123456',
  );
  expect(asked.map((url) => `${url.pathname}${url.search}`)).toEqual([
    '/api/v2/embed/tiktok/afcajax/7311234567890123456?tenant_id=tribune',
  ]);
});

test('[EMB-01] a TikTok video that is gone is a plain link to it', async () => {
  serveEmbeds({ status: 404 });
  await renderEmbeds(<ArticleEmbed provider="tiktok" url="https://www.tiktok.com/@afcajax/video/404" />);
  expect(await screen.findByRole('link', { name: 'View this post on TikTok' })).toHaveAttribute(
    'href',
    'https://www.tiktok.com/@afcajax/video/404',
  );
});

test('[EMB-01] a YouTube video loads nothing from YouTube before the reader presses play, then plays from youtube-nocookie.com in the same box', async () => {
  // Any request would fail the test (MSW refuses unhandled ones): the facade asks nobody.
  const { user } = await renderEmbeds(
    <ArticleEmbed provider="youtube" url="https://www.youtube.com/watch?v=M7lc1UVf-VE&t=42" />,
  );
  const figure = await screen.findByRole('figure', { name: 'Video on YouTube' });
  expect(figure.querySelector('iframe')).toBeNull();
  expect(within(figure).getByText(/This loads content from YouTube/)).toBeInTheDocument();
  expect(within(figure).getByRole('link', { name: 'View on YouTube' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=M7lc1UVf-VE',
  );

  await user.click(within(figure).getByRole('button', { name: 'Play the video' }));
  const player = figure.querySelector('iframe');
  expect(player).not.toBeNull();
  expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1');
  expect(player).toHaveAttribute('title', 'Video on YouTube');
  expect(player).toHaveAttribute('loading', 'lazy');
  expect(player).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  expect(player).toHaveFocus();
  expect(within(figure).queryByRole('button')).toBeNull();
  // The player sits in the box the button had (its aspect ratio is the stylesheet's).
  expect(player?.parentElement).toHaveClass('content-embed__box');
});

test('[EMB-01] Facebook and Instagram posts are framed by their own plugins, after a click', async () => {
  const { user } = await renderEmbeds(
    <>
      <ArticleEmbed provider="facebook" url="https://www.facebook.com/AFCAjax/posts/pfbid02abc" />
      <ArticleEmbed provider="instagram" url="https://instagram.com/p/C1eRediVisie/?img_index=1" />
    </>,
  );
  const facebook = await screen.findByRole('figure', { name: 'Post on Facebook' });
  const instagram = screen.getByRole('figure', { name: 'Post on Instagram' });
  expect(document.querySelector('iframe')).toBeNull();

  await user.click(within(facebook).getByRole('button', { name: 'Show the post' }));
  const facebookFrame = facebook.querySelector('iframe');
  const frameUrl = new URL(facebookFrame?.getAttribute('src') ?? '');
  expect(`${frameUrl.origin}${frameUrl.pathname}`).toBe('https://www.facebook.com/plugins/post.php');
  expect(frameUrl.searchParams.get('href')).toBe('https://www.facebook.com/AFCAjax/posts/pfbid02abc');
  expect(facebookFrame).toHaveAttribute('title', 'Post on Facebook');
  expect(facebookFrame).toHaveAttribute('loading', 'lazy');
  expect(instagram.querySelector('iframe')).toBeNull();

  await user.click(within(instagram).getByRole('button', { name: 'Show the post' }));
  expect(instagram.querySelector('iframe')).toHaveAttribute('src', 'https://www.instagram.com/p/C1eRediVisie/embed');
  expect(within(instagram).getByRole('link', { name: 'View on Instagram' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/p/C1eRediVisie/',
  );
});

test('[EMB-01] a URL that is the provider’s but no post is only a link; any other URL shows nothing, and nothing is asked', async () => {
  const { container } = await renderEmbeds(
    <>
      <ArticleEmbed provider="twitter" url="https://x.com/AFCAjax/likes" />
      <ArticleEmbed provider="tiktok" url="https://vm.tiktok.com/ZMabc123/" />
      <ArticleEmbed provider="youtube" url="https://www.youtube.com/channel/UCabc" />
      <ArticleEmbed provider="twitter" url="https://evil.example/AFCAjax/status/1" />
      <ArticleEmbed provider="youtube" url="javascript:alert(1)//www.youtube.com/watch?v=M7lc1UVf-VE" />
      <ArticleEmbed provider="instagram" url="http://www.instagram.com/p/C1eRediVisie/" />
    </>,
  );
  await screen.findAllByRole('link');
  expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['View this post on X', 'https://x.com/AFCAjax/likes'],
    ['View this post on TikTok', 'https://vm.tiktok.com/ZMabc123/'],
    ['View this post on YouTube', 'https://www.youtube.com/channel/UCabc'],
  ]);
  expect(container.querySelectorAll('figure, iframe, button')).toHaveLength(0);
});

test('[EMB-01] the texts are Dutch on a Dutch site', async () => {
  serveEmbeds();
  const { user } = await renderEmbeds(
    <>
      <ArticleEmbed provider="twitter" url="https://x.com/Feyenoord" />
      <ArticleEmbed provider="youtube" url="https://youtu.be/M7lc1UVf-VE" />
    </>,
    { language: 'nl' },
  );
  const card = await screen.findByRole('figure', { name: 'Bericht op X' });
  expect(await within(card).findByRole('link', { name: 'Bekijk op X' })).toHaveAttribute(
    'href',
    'https://x.com/Feyenoord',
  );
  expect(within(card).getByText('AFC Ajax op X')).toBeInTheDocument();
  const video = screen.getByRole('figure', { name: 'Video op YouTube' });
  expect(within(video).getByText(/Hiermee laad je inhoud van YouTube/)).toBeInTheDocument();
  await user.click(within(video).getByRole('button', { name: 'Speel de video af' }));
  expect(video.querySelector('iframe')).toHaveAttribute('title', 'Video op YouTube');
});
