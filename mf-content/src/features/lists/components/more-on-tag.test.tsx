import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { wireArticle } from '../../../test/articles';
import { setupMockApi, testApiOrigin } from '../../../test/render-with-providers';
import { renderListPart } from '../../../test/render-list-part';
import { MoreOnTag } from './more-on-tag';

const server = setupMockApi();

function serveRelated(answer: { more: ReturnType<typeof wireArticle>[] } | 'error') {
  const requests: string[] = [];
  server.use(
    http.get(`${testApiOrigin}/api/v2/article/:id/related`, ({ request }) => {
      const url = new URL(request.url);
      requests.push(`${url.pathname}${url.search}`);
      return answer === 'error'
        ? HttpResponse.json({ data: null, metaData: { message: 'Not found.' } }, { status: 404 })
        : HttpResponse.json({ data: { previous: null, next: null, more: answer.more } });
    }),
  );
  return requests;
}

const others = [
  wireArticle(7, { title: 'Cup final <b>tonight</b>', url: '/article/7/cup-final' }),
  wireArticle(8, { title: 'Derby', url: '/article/8/derby' }),
];

test('[ART-01] more on a tag shows the other articles of the tag the API lists for the article being read', async () => {
  const requests = serveRelated({ more: others });
  await renderListPart(<MoreOnTag slug="eredivisie" title="Eredivisie" articleId={12} />);

  const section = await screen.findByRole('region', { name: 'More on Eredivisie' });
  expect(section).toContainElement(screen.getByRole('link', { name: 'Cup final <b>tonight</b>' }));
  expect(requests).toEqual(['/api/v2/article/12/related?more=4']);
  expect(screen.getByRole('link', { name: 'All articles on Eredivisie' })).toHaveAttribute('href', '/tag/eredivisie');
});

test('[ART-01] without an id given, the article is the one of the route it is rendered in', async () => {
  const requests = serveRelated({ more: others });
  await renderListPart(
    <Routes>
      <Route path="article/:id/:slug?" element={<MoreOnTag slug="eredivisie" title="Eredivisie" />} />
    </Routes>,
    { path: '/article/31/some-story' },
  );
  await screen.findByRole('region', { name: 'More on Eredivisie' });
  expect(requests).toEqual(['/api/v2/article/31/related?more=4']);
});

test('[ART-01] a link in the list navigates inside the page', async () => {
  serveRelated({ more: others });
  const { user } = await renderListPart(<MoreOnTag slug="eredivisie" title="Eredivisie" articleId={12} />);

  await user.click(await screen.findByRole('link', { name: 'Derby' }));
  expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/article/8/derby');
});

test('[ART-01] a tag without other articles shows nothing', async () => {
  serveRelated({ more: [] });
  const { container } = await renderListPart(<MoreOnTag slug="empty" title="Empty" articleId={12} />);
  await screen.findByRole('status', { name: 'Address' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(container.querySelector('.lists-more-on-tag')).toBeNull();
});

test('[ART-01] a failed more-on-tag call is logged and shows nothing', async () => {
  serveRelated('error');
  const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { container } = await renderListPart(<MoreOnTag slug="gone" title="Gone" articleId={12} />);
  await screen.findByRole('status', { name: 'Address' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(container.querySelector('.lists-more-on-tag')).toBeNull();
  expect(errorLog).toHaveBeenCalled();
  errorLog.mockRestore();
});

test('[ART-01] the Dutch heading', async () => {
  serveRelated({ more: others });
  await renderListPart(<MoreOnTag slug="eredivisie" title="Eredivisie" articleId={12} />, { language: 'nl' });
  expect(await screen.findByRole('heading', { level: 2, name: 'Meer over Eredivisie' })).toBeInTheDocument();
});
