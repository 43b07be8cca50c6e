import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute, setupMockApi, testApiOrigin } from '../test/render-with-providers';
import {
  serveSidebar,
  wireAjaxArticles,
  xssCorpus,
  wireAjaxArticle,
  type WireAjaxArticle,
} from '../test/lists-fixtures';

const server = setupMockApi();
const mostReadUrl = `${testApiOrigin}/article/most-view-articles`;

function serveMostRead(answer: (offset: number) => WireAjaxArticle[]) {
  const offsets: number[] = [];
  serveSidebar(server);
  server.use(
    http.get(mostReadUrl, ({ request }) => {
      const offset = Number(new URL(request.url).searchParams.get('offset'));
      offsets.push(offset);
      return HttpResponse.json({ data: { latestArticles: answer(offset) } });
    }),
  );
  return offsets;
}

function mostReadColumn() {
  return within(screen.getByRole('region', { name: 'Most read' }));
}

test('[ART-05] most read is a numbered list whose images are 345 wide at 3:2', async () => {
  serveMostRead((offset) => (offset === 0 ? wireAjaxArticles(1, 3) : []));
  const { container } = await renderRoute('/most-read');

  expect(screen.getByRole('heading', { level: 1, name: 'Most read' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Most read' });
  expect(list.tagName).toBe('OL');
  expect(within(list).getAllByRole('article')).toHaveLength(3);
  const images = Array.from(container.querySelectorAll('.lists-story--most-read img'));
  expect(images).toHaveLength(3);
  for (const image of images) {
    expect(image).toHaveAttribute('width', '345');
    expect(image).toHaveAttribute('height', '230');
  }
  expect(images[0]).toHaveAttribute('fetchpriority', 'high');
  expect(document.title).toBe('Most read | Tribune');
});

test('[ART-05] load more on most read asks from the number shown', async () => {
  const offsets = serveMostRead((offset) => (offset === 0 ? wireAjaxArticles(1, 10) : wireAjaxArticles(11, 10)));
  const { user } = await renderRoute('/most-read');
  await screen.findByRole('link', { name: 'Story number 10' });

  await user.click(mostReadColumn().getByRole('button', { name: 'Load more' }));

  expect(await screen.findByRole('link', { name: 'Story number 20' })).toBeInTheDocument();
  expect(offsets).toEqual([0, 10]);
  expect(mostReadColumn().getAllByRole('article')).toHaveLength(20);
});

test('[ART-06] an empty page ends most read; an article that moved up is not shown twice', async () => {
  const offsets = serveMostRead((offset) => {
    if (offset === 0) return wireAjaxArticles(1, 10);
    // Story 10 climbed while the reader read: it comes again on the next page.
    if (offset === 10) return [wireAjaxArticle(10), ...wireAjaxArticles(11, 9)];
    return [];
  });
  const { user } = await renderRoute('/most-read');
  await screen.findByRole('link', { name: 'Story number 10' });

  await user.click(mostReadColumn().getByRole('button', { name: 'Load more' }));
  await screen.findByRole('link', { name: 'Story number 19' });
  expect(mostReadColumn().getAllByRole('link', { name: 'Story number 10' })).toHaveLength(1);

  await user.click(mostReadColumn().getByRole('button', { name: 'Load more' }));
  await screen.findByRole('list', { name: 'Most read' });
  expect(offsets).toEqual([0, 10, 20]);
  expect(await mostReadColumn().findByText('Story number 19')).toBeInTheDocument();
  expect(mostReadColumn().queryByRole('button', { name: /Load more|Loading…/ })).not.toBeInTheDocument();
});

test('[ART-05] most read says so when nothing has been read, in Dutch too', async () => {
  serveMostRead(() => []);
  await renderRoute('/most-read', { language: 'nl' });
  expect(screen.getByRole('heading', { level: 1, name: 'Meest gelezen' })).toBeInTheDocument();
  expect(await screen.findByText('Er zijn nog geen artikelen gelezen.')).toBeInTheDocument();
});

test('[ART-05] hostile titles on most read render as text', async () => {
  const corpus = xssCorpus();
  serveMostRead((offset) =>
    offset === 0 ? corpus.map((line, index) => wireAjaxArticle(index + 1, { title: line })) : [],
  );
  const { container } = await renderRoute('/most-read');
  for (const line of corpus) {
    expect(await screen.findByRole('heading', { level: 2, name: line.trim() })).toBeInTheDocument();
  }
  expect(container.querySelector('script, iframe, object, embed, svg, math, details, video')).toBeNull();
  expect(container.querySelector('[onerror], [onload], [onfocus], [ontoggle]')).toBeNull();
});
