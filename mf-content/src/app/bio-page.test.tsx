import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute, setupMockApi, testApiOrigin } from '../test/render-with-providers';
import { wireArticles, type WireArticle } from '../test/articles';
import { serveSidebar } from '../test/lists-fixtures';

const server = setupMockApi();

function serveBio(pages: Record<number, WireArticle[]>) {
  const requests: { page: number; query: Record<string, string> }[] = [];
  serveSidebar(server);
  server.use(
    http.get(`${testApiOrigin}/api/v2/article/scopes/bio/get/:page`, ({ params, request }) => {
      const page = Number(params.page);
      requests.push({ page, query: Object.fromEntries(new URL(request.url).searchParams) });
      return HttpResponse.json({ data: pages[page] ?? [] });
    }),
  );
  return requests;
}

function bioColumn() {
  return within(screen.getByRole('region', { name: 'Biographies' }));
}

test('[ART-05] the bio list shows the bios with a next button that adds the next page', async () => {
  const bios = (first: number, count: number) =>
    wireArticles(first, count).map((article) => ({ ...article, kind: 'bio' as const }));
  const requests = serveBio({ 1: bios(1, 10), 2: bios(11, 4) });
  const { user } = await renderRoute('/bio');

  expect(screen.getByRole('heading', { level: 1, name: 'Biographies' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Story number 10' })).toBeInTheDocument();

  await user.click(bioColumn().getByRole('button', { name: 'Next' }));

  expect(await screen.findByRole('link', { name: 'Story number 14' })).toBeInTheDocument();
  expect(bioColumn().getAllByRole('article')).toHaveLength(14);
  expect(screen.getByRole('link', { name: 'Story number 11' })).toHaveFocus();
  // Four of ten: the last page, so the button goes without asking for an empty one.
  expect(bioColumn().queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  expect(requests).toEqual([
    { page: 1, query: { tenant_id: 'tribune', page_size: '10' } },
    { page: 2, query: { tenant_id: 'tribune', page_size: '10' } },
  ]);
  expect(document.title).toBe('Biographies | Tribune');
});

test('[ART-05] after an empty page the next button goes', async () => {
  const requests = serveBio({ 1: wireArticles(1, 10) });
  const { user } = await renderRoute('/bio');
  await screen.findByRole('link', { name: 'Story number 10' });

  await user.click(bioColumn().getByRole('button', { name: 'Next' }));

  await waitFor(() => expect(bioColumn().queryByRole('button', { name: /Next|Loading…/ })).not.toBeInTheDocument());
  expect(bioColumn().getAllByRole('article')).toHaveLength(10);
  expect(requests.map((request) => request.page)).toEqual([1, 2]);
});

test('[ART-05] the Dutch bio list reads Dutch', async () => {
  serveBio({ 1: wireArticles(1, 10) });
  await renderRoute('/bio', { language: 'nl' });
  expect(screen.getByRole('heading', { level: 1, name: 'Biografieën' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Volgende' })).toBeInTheDocument();
});

test('[ART-05] without bios the page says so', async () => {
  serveBio({});
  await renderRoute('/bio');
  expect(await screen.findByText('There are no biographies yet.')).toBeInTheDocument();
});
