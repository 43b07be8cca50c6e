import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupMockApi, testApiOrigin } from '../../../test/render-with-providers';
import { serveSidebar, wireAjaxArticle, wireAjaxArticles, xssCorpus } from '../../../test/lists-fixtures';
import { renderListPart } from '../../../test/render-list-part';
import { ContentSidebar } from './content-sidebar';

const server = setupMockApi();

function list(name: string) {
  return within(screen.getByRole('region', { name }));
}

test('[ART-05] the sidebar shows the latest, popular and most discussed articles', async () => {
  serveSidebar(server, {
    latest: (offset) => (offset === 0 ? wireAjaxArticles(1, 2) : []),
    popular: (offset) => (offset === 0 ? wireAjaxArticles(11, 2) : []),
    dynamic: (page) => (page === 1 ? [wireAjaxArticle(21, { comments_count: 1 })] : []),
  });
  await renderListPart(<ContentSidebar />);

  const sidebar = screen.getByRole('complementary', { name: 'More news' });
  expect(
    within(sidebar)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent),
  ).toEqual(['Latest', 'Popular', 'Most discussed']);
  expect(await list('Latest').findByRole('link', { name: 'Story number 1' })).toHaveAttribute(
    'href',
    '/article/1/story-number-1',
  );
  expect(await list('Popular').findByRole('link', { name: 'Story number 12' })).toBeInTheDocument();
  expect(await list('Most discussed').findByText('1 comment')).toBeInTheDocument();
  expect(list('Latest').getAllByText('05-03-2024')[0]).toHaveAttribute('datetime', '2024-03-05T12:30:00.000Z');
});

test('[ART-05] latest loads 5 more from the number shown', async () => {
  const requests = serveSidebar(server, {
    latest: (offset) => (offset === 0 ? wireAjaxArticles(1, 5) : wireAjaxArticles(6, 5)),
  });
  const { user } = await renderListPart(<ContentSidebar />);
  await list('Latest').findByRole('link', { name: 'Story number 5' });

  await user.click(list('Latest').getByRole('button', { name: 'Load more' }));

  expect(await list('Latest').findByRole('link', { name: 'Story number 10' })).toBeInTheDocument();
  expect(list('Latest').getByRole('link', { name: 'Story number 6' })).toHaveFocus();
  expect(requests.latest).toEqual([0, 5]);
});

test('[ART-06] popular: an empty page ends the list (the counter steps back: see use-load-more.test.ts)', async () => {
  const requests = serveSidebar(server, {
    popular: (offset) => (offset < 10 ? wireAjaxArticles(offset + 1, 5) : []),
  });
  const { user } = await renderListPart(<ContentSidebar />);
  await list('Popular').findByRole('link', { name: 'Story number 5' });

  await user.click(list('Popular').getByRole('button', { name: 'Load more' }));
  await list('Popular').findByRole('link', { name: 'Story number 10' });
  await user.click(list('Popular').getByRole('button', { name: 'Load more' }));

  await waitFor(() =>
    expect(list('Popular').queryByRole('button', { name: /Load more|Loading…/ })).not.toBeInTheDocument(),
  );
  expect(requests.popular).toEqual([0, 5, 10]);
  expect(list('Popular').getAllByRole('listitem')).toHaveLength(10);
});

test('[ART-06] dynamic: pages from 1, clicks ignored while one loads, an empty page ends it', async () => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const pages: number[] = [];
  serveSidebar(server);
  server.use(
    http.get(`${testApiOrigin}/ajax/article/sidebar-dynamic-articles/:page`, async ({ params }) => {
      const page = Number(params.page);
      pages.push(page);
      if (page === 2) await held;
      return HttpResponse.json({ data: { articles: page <= 2 ? wireAjaxArticles(page * 10, 5) : [] } });
    }),
  );
  const { user } = await renderListPart(<ContentSidebar />);
  await list('Most discussed').findByRole('link', { name: 'Story number 14' });

  await user.click(list('Most discussed').getByRole('button', { name: 'Load more' }));
  const busy = list('Most discussed').getByRole('button', { name: 'Loading…' });
  await user.dblClick(busy);
  expect(pages).toEqual([1, 2]);
  release();
  await list('Most discussed').findByRole('link', { name: 'Story number 24' });

  await user.click(list('Most discussed').getByRole('button', { name: 'Load more' }));
  await waitFor(() =>
    expect(list('Most discussed').queryByRole('button', { name: /Load more|Loading…/ })).not.toBeInTheDocument(),
  );
  expect(pages).toEqual([1, 2, 3]);
});

test('[ART-05] a failed sidebar list shows its own error, the others still show', async () => {
  serveSidebar(server);
  let fail = true;
  server.use(
    http.get(`${testApiOrigin}/article/sidebar-popular-articles`, () =>
      fail
        ? HttpResponse.json({ data: null, metaData: { message: 'Something went wrong.' } }, { status: 500 })
        : HttpResponse.json({ data: { popularArticles: [wireAjaxArticle(5)] } }),
    ),
  );
  const { user } = await renderListPart(<ContentSidebar />);
  expect(await list('Popular').findByRole('alert')).toHaveTextContent('This list could not be loaded.');
  expect(await list('Latest').findByRole('link', { name: 'Latest one' })).toBeInTheDocument();
  fail = false;
  await user.click(list('Popular').getByRole('button', { name: 'Try again' }));
  expect(await list('Popular').findByRole('link', { name: 'Story number 5' })).toBeInTheDocument();
});

test('[ART-05] empty sidebar lists say so, in Dutch too', async () => {
  serveSidebar(server, { latest: () => [], popular: () => [], dynamic: () => [] });
  await renderListPart(<ContentSidebar />, { language: 'nl' });
  expect(await screen.findAllByText('Hier staat nog niets.')).toHaveLength(3);
  expect(screen.getByRole('complementary', { name: 'Meer nieuws' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Meest besproken' })).toBeInTheDocument();
});

test('[ART-05] hostile titles in the sidebar render as text', async () => {
  const corpus = xssCorpus();
  serveSidebar(server, {
    latest: (offset) => (offset === 0 ? corpus.map((line, index) => wireAjaxArticle(index + 1, { title: line })) : []),
  });
  const { container } = await renderListPart(<ContentSidebar />);
  for (const line of corpus) {
    expect(await list('Latest').findByRole('link', { name: line.trim() })).toBeInTheDocument();
  }
  expect(container.querySelector('script, iframe, object, embed, svg, math, details, video, img')).toBeNull();
  expect(container.querySelector('[onerror], [onload], [onfocus], [ontoggle]')).toBeNull();
});
