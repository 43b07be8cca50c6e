import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute, setupMockApi, testApiOrigin } from '../test/render-with-providers';

const server = setupMockApi();

test('[COL-01] the collections page lists the tenant’s collections with links', async () => {
  server.use(
    http.get(`${testApiOrigin}/api/v2/collections`, () =>
      HttpResponse.json({
        data: {
          collections: [
            {
              id: 1,
              slug: 'players',
              title: 'Every player <b>ever</b>',
              description: 'All of them',
              page_size: 24,
              item_count: 320,
            },
            { id: 2, slug: 'trophies', title: 'The trophy cabinet', description: '', page_size: 12, item_count: 1 },
          ],
        },
      }),
    ),
  );
  await renderRoute('/collection');
  expect(await screen.findByRole('heading', { level: 1, name: 'Collections' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Collections' });
  const links = within(list).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Every player <b>ever</b>', '/collection/1'],
    ['The trophy cabinet', '/collection/2'],
  ]);
  expect(within(list).getByText('320 items')).toBeInTheDocument();
  expect(within(list).getByText('1 item')).toBeInTheDocument();
});

test('[COL-01] a tenant without collections is told so', async () => {
  server.use(http.get(`${testApiOrigin}/api/v2/collections`, () => HttpResponse.json({ data: { collections: [] } })));
  await renderRoute('/collection');
  expect(await screen.findByText('There are no collections yet.')).toBeInTheDocument();
});
