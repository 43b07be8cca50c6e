import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { wireArticle } from '../test/articles';
import { renderRoute, setupMockApi, testApiOrigin } from '../test/render-with-providers';
import { signInAs } from '../test/newsroom';

const server = setupMockApi();

test('[NR-05] the preview page shows the draft as the reader’s article, under its banner, not for search engines', async () => {
  signInAs('guest-author');
  const asked: string[] = [];
  server.use(
    http.get(`${testApiOrigin}/api/v2/editor/articles/5/preview`, ({ request }) => {
      asked.push(request.headers.get('authorization') ?? '');
      return HttpResponse.json({
        data: {
          ...wireArticle(5, { title: 'A draft about the derby' }),
          content: '<p>The derby, as it will read.</p>',
          fixture_id: null,
          web_push: 0 as const,
          liveblog_id: null,
        },
      });
    }),
  );
  await renderRoute('/newsroom/article/5/preview');
  expect(await screen.findByRole('heading', { level: 1, name: 'A draft about the derby' })).toBeInTheDocument();
  expect(screen.getByText('The derby, as it will read.')).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent('Preview — not published');
  expect(asked).toEqual(['Bearer test-token']);
  expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // The fans' pop-up, overlay and club offer hold back (the interruption queue, decision 0028).
  expect(screen.getByRole('note').closest('[data-interruptions="blocked"]')).not.toBeNull();
});

test('[NR-05] someone who may not use the newsroom is told so; nothing is asked for', async () => {
  signInAs(null);
  await renderRoute('/newsroom/article/5/preview');
  expect(await screen.findByText('Log in with a newsroom account to preview articles.')).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent('Preview — not published');
});

test('[NR-05] an article the user may not see is not there', async () => {
  signInAs('guest-author');
  server.use(
    http.get(`${testApiOrigin}/api/v2/editor/articles/6/preview`, () =>
      HttpResponse.json({ data: null, metaData: { message: 'Unknown article.' } }, { status: 404 }),
    ),
  );
  await renderRoute('/newsroom/article/6/preview');
  expect(await screen.findByText('There is no such article, or it is not yours to see.')).toBeInTheDocument();
});
