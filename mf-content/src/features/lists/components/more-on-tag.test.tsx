import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupMockApi, testApiOrigin } from '../../../test/render-with-providers';
import { renderListPart } from '../../../test/render-list-part';
import { MoreOnTag } from './more-on-tag';

const server = setupMockApi();

/** The list as the API renders it: React's static markup, text escaped. */
const listHtml =
  '<article class="tag-article"><a class="tag-article__image-link" href="/article/7/cup-final" tabindex="-1" ' +
  'aria-hidden="true"><img class="tag-article__image" src="/a.jpg" alt="" width="345" height="230"/></a>' +
  '<div class="tag-article__body"><h2 class="tag-article__title"><a href="/article/7/cup-final">' +
  'Cup final &lt;b&gt;tonight&lt;/b&gt;</a></h2></div></article>' +
  '<article class="tag-article"><div class="tag-article__body"><h2 class="tag-article__title">' +
  '<a href="https://elsewhere.example/report" target="_blank" rel="noopener">Away report</a></h2></div></article>' +
  '<article class="tag-article"><div class="tag-article__body"><h2 class="tag-article__title">' +
  '<a href="/article/8/derby">Derby</a></h2></div></article>';

function serveByTag(answer: { html: string; result_count: number } | 'error') {
  const paths: string[] = [];
  server.use(
    http.get(`${testApiOrigin}/ajax/article/by-tag/*`, ({ request }) => {
      paths.push(new URL(request.url).pathname);
      return answer === 'error'
        ? HttpResponse.json({ data: null, metaData: { message: 'Unknown tag.' } }, { status: 404 })
        : HttpResponse.json({ data: answer });
    }),
  );
  return paths;
}

test('[ART-03] more on a tag shows four of its articles as the API rendered them', async () => {
  const paths = serveByTag({ html: listHtml, result_count: 3 });
  await renderListPart(<MoreOnTag slug="eredivisie" title="Eredivisie" />);

  const section = await screen.findByRole('region', { name: 'More on Eredivisie' });
  expect(section).toContainElement(screen.getByRole('link', { name: 'Cup final <b>tonight</b>' }));
  expect(paths).toEqual(['/ajax/article/by-tag/eredivisie/0/4/4/1/1']);
});

test('[ART-03] a link in the list navigates inside the page', async () => {
  serveByTag({ html: listHtml, result_count: 3 });
  const { user } = await renderListPart(<MoreOnTag slug="eredivisie" title="Eredivisie" />);

  await user.click(await screen.findByRole('link', { name: 'Derby' }));
  expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/article/8/derby');
});

test('[ART-03] a link to another site or window is left to the browser', async () => {
  serveByTag({ html: listHtml, result_count: 3 });
  const { user } = await renderListPart(<MoreOnTag slug="eredivisie" title="Eredivisie" />);
  const away = await screen.findByRole('link', { name: 'Away report' });
  // jsdom does not follow links; what matters is that the router did not take the click.
  away.addEventListener('click', (event) => event.preventDefault());
  await user.click(away);
  expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/article/1/story');
});

test('[ART-03] a tag without other articles, or a failed call, shows nothing', async () => {
  serveByTag({ html: '', result_count: 0 });
  const { container } = await renderListPart(<MoreOnTag slug="empty" title="Empty" />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(container.querySelector('.lists-more-on-tag')).toBeNull();
});

test('[ART-03] a failed more-on-tag call is logged and shows nothing', async () => {
  serveByTag('error');
  const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { container } = await renderListPart(<MoreOnTag slug="gone" title="Gone" />);
  await screen.findByRole('status', { name: 'Address' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(container.querySelector('.lists-more-on-tag')).toBeNull();
  expect(errorLog).toHaveBeenCalled();
  errorLog.mockRestore();
});

test('[ART-03] the Dutch heading', async () => {
  serveByTag({ html: listHtml, result_count: 3 });
  await renderListPart(<MoreOnTag slug="eredivisie" title="Eredivisie" />, { language: 'nl' });
  expect(await screen.findByRole('heading', { level: 2, name: 'Meer over Eredivisie' })).toBeInTheDocument();
});
