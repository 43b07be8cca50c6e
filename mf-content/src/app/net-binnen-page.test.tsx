import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute, setupMockApi, testApiOrigin } from '../test/render-with-providers';
import { wireArticles, type WireArticle } from '../test/articles';
import { serveSidebar } from '../test/lists-fixtures';

const server = setupMockApi();

function serveNetBinnen(pages: Record<number, WireArticle[]>) {
  const requests: { path: string; query: Record<string, string> }[] = [];
  serveSidebar(server);
  server.use(
    http.get(`${testApiOrigin}/api/v2/article/scopes/:scope/get/:page`, ({ params, request }) => {
      const url = new URL(request.url);
      requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
      return HttpResponse.json({ data: params.scope === 'net-binnen' ? (pages[Number(params.page)] ?? []) : [] });
    }),
  );
  return requests;
}

function column() {
  return within(screen.getByRole('region', { name: 'Just in' }));
}

test('[ART-05] net-binnen asks the token endpoint for pages of 10 and loads more', async () => {
  const requests = serveNetBinnen({ 1: wireArticles(1, 10), 2: wireArticles(11, 10) });
  const { user } = await renderRoute('/net-binnen');

  expect(screen.getByRole('heading', { level: 1, name: 'Just in' })).toBeInTheDocument();
  await screen.findByRole('link', { name: 'Story number 10' });
  await user.click(column().getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('link', { name: 'Story number 20' })).toBeInTheDocument();

  expect(requests).toEqual([
    {
      path: '/api/v2/article/scopes/net-binnen/get/1',
      query: { tenant_id: 'tribune', page_size: '10', first_page_size: '10' },
    },
    {
      path: '/api/v2/article/scopes/net-binnen/get/2',
      query: { tenant_id: 'tribune', page_size: '10', first_page_size: '10' },
    },
  ]);
  expect(document.title).toBe('Just in | Tribune');
});

test('[ART-05] a page shorter than 10 is the last: no button, no request that would come back empty', async () => {
  const requests = serveNetBinnen({ 1: wireArticles(1, 10), 2: wireArticles(11, 3) });
  const { user } = await renderRoute('/net-binnen');
  await screen.findByRole('link', { name: 'Story number 10' });

  await user.click(column().getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('link', { name: 'Story number 13' })).toBeInTheDocument();
  expect(column().queryByRole('button', { name: /Load more|Loading…/ })).not.toBeInTheDocument();
  expect(requests).toHaveLength(2);
});

test('[ART-05] a short first page shows no button at all', async () => {
  serveNetBinnen({ 1: wireArticles(1, 4) });
  await renderRoute('/net-binnen');
  await screen.findByRole('link', { name: 'Story number 4' });
  expect(column().queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('[ART-05] the Dutch tenant reads Net binnen', async () => {
  serveNetBinnen({});
  await renderRoute('/net-binnen', { language: 'nl' });
  expect(screen.getByRole('heading', { level: 1, name: 'Net binnen' })).toBeInTheDocument();
  expect(await screen.findByText('Er is nog niets gepubliceerd.')).toBeInTheDocument();
});

test('[ART-05] a failed list shows an error and tries again', async () => {
  let fail = true;
  serveSidebar(server);
  server.use(
    http.get(`${testApiOrigin}/api/v2/article/scopes/net-binnen/get/:page`, () =>
      fail
        ? HttpResponse.json({ data: null, metaData: { message: 'Something went wrong.' } }, { status: 500 })
        : HttpResponse.json({ data: wireArticles(1, 2) }),
    ),
  );
  const { user } = await renderRoute('/net-binnen');
  expect(await screen.findByRole('alert')).toHaveTextContent('The articles could not be loaded.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Story number 2' })).toBeInTheDocument();
});

test('[ART-07] a long excerpt on net-binnen is cut at 175 characters with an ellipsis', async () => {
  const long = 'The derby was decided late after a long and tense evening in the rain. '.repeat(4).trim();
  const [first] = wireArticles(1, 1);
  serveNetBinnen({ 1: [{ ...first!, excerpt: long }] });
  const { container } = await renderRoute('/net-binnen');
  await screen.findByRole('link', { name: 'Story number 1' });

  const text = container.querySelector('.lists-story__excerpt')?.textContent ?? '';
  expect(text.length).toBeLessThanOrEqual(176);
  expect(text.endsWith('…')).toBe(true);
  expect(long.startsWith(text.slice(0, -1))).toBe(true);
});
