import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { storageKeys, type ApiResponse, type ApiSchemas } from '@tribune/shared';
import { testUser } from '@tribune/shared/testing';
import { renderRoute, setupMockApi, testApiOrigin } from '../test/render-with-providers';

const server = setupMockApi();
const readoutUrl = `${testApiOrigin}/api/v2/editor/headline-tests`;
const endUrl = `${testApiOrigin}/api/v2/editor/headline-tests/:articleId/end`;

type Readout = ApiResponse<'/api/v2/editor/headline-tests', 'get'>;

const significant: ApiSchemas['HeadlineTest'] = {
  article_id: 11,
  url: '/article/11/coach-stays',
  published_at: '2024-03-05T12:30:00.000Z',
  a: { title: 'Coach stays until 2028', impressions: 600, clicks: 18, ctr: 0.03 },
  b: { title: 'Why the coach signed for three more years', impressions: 600, clicks: 45, ctr: 0.075 },
  difference: { estimate: 0.045, ci_low: 0.019891, ci_high: 0.070109 },
  significant: true,
  status: 'significant',
  winner: 'b',
  sample_needed_per_group: 382,
  more_impressions_needed: 0,
};

const collecting: ApiSchemas['HeadlineTest'] = {
  article_id: 12,
  url: '/article/12/new-roof',
  published_at: '2024-03-04T12:30:00.000Z',
  a: { title: '<img src=x onerror=alert(1)> roof', impressions: 80, clicks: 6, ctr: 0.075 },
  b: { title: 'A roof over every seat', impressions: 80, clicks: 8, ctr: 0.1 },
  difference: { estimate: 0.025, ci_low: -0.062481, ci_high: 0.112481 },
  significant: false,
  status: 'collecting',
  winner: null,
  sample_needed_per_group: 2002,
  more_impressions_needed: 1922,
};

const rules = { confidence: 0.95, power: 0.8, min_impressions: 100, minimum_relevant_difference: 0.02 };

function signInAs(role: string | null) {
  window.localStorage.setItem(storageKeys.token, 'test-token');
  window.localStorage.setItem(storageKeys.user, JSON.stringify({ ...testUser, username: 'editor', role }));
}

function serveReadout(readouts: Readout[]) {
  const asked: (string | null)[] = [];
  server.use(
    http.get(readoutUrl, ({ request }) => {
      asked.push(request.headers.get('Authorization'));
      const readout = readouts[Math.min(asked.length - 1, readouts.length - 1)];
      return HttpResponse.json(readout);
    }),
  );
  return asked;
}

test('[AB-01] an editor reads each test as a table: rates, the interval and when to stop', async () => {
  signInAs('editor');
  const asked = serveReadout([{ data: [significant, collecting], rules }]);
  await renderRoute('/headline-tests');

  expect(await screen.findByRole('heading', { level: 1, name: 'Headline tests' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Headline test of article 11' });
  const rows = within(table).getAllByRole('row');
  expect(
    rows.map((row) =>
      within(row)
        .queryAllByRole('columnheader')
        .map((cell) => cell.textContent),
    )[0],
  ).toEqual(['Headline', 'Title', 'Impressions', 'Clicks', 'Click-through rate']);
  expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Headline A');
  expect(rows[1]).toHaveTextContent(/Coach stays until 2028\s*600\s*18\s*3\.0%/);
  expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('Headline B');
  expect(rows[2]).toHaveTextContent(/Why the coach signed for three more years\s*600\s*45\s*7\.5%/);

  const test = screen.getByRole('region', { name: 'Coach stays until 2028' });
  expect(test).toHaveTextContent('Difference B − A: +4.5 points (95% confidence interval +2.0 to +7.0 points).');
  expect(test).toHaveTextContent(
    'Significant: headline B gets more clicks. You can stop the test and keep headline B.',
  );

  const other = screen.getByRole('region', { name: '<img src=x onerror=alert(1)> roof' });
  expect(other).toHaveTextContent('Difference B − A: +2.5 points (95% confidence interval -6.2 to +11.2 points).');
  expect(other).toHaveTextContent(
    'Still collecting: about 1,922 more impressions per headline are needed before the test can be called.',
  );
  // An editor's title is text, never markup.
  expect(document.querySelector('img[src="x"]')).toBeNull();
  expect(asked).toEqual(['Bearer test-token']);
});

test('[AB-01] an editor ends a test, keeping the winning headline', async () => {
  signInAs('editor');
  serveReadout([
    { data: [significant], rules },
    { data: [], rules },
  ]);
  const ends: unknown[] = [];
  server.use(
    http.post(endUrl, async ({ request, params }) => {
      ends.push({ id: params.articleId, body: await request.json() });
      return HttpResponse.json({ data: { article_id: 11, title: significant.b.title, ab_testing: false } });
    }),
  );
  const { user } = await renderRoute('/headline-tests');
  await user.click(await screen.findByRole('button', { name: 'Keep headline B and stop the test' }));
  expect(
    await screen.findByText(
      'No headline test is running. Switch on the A/B test of an article with a B headline to start one.',
    ),
  ).toBeInTheDocument();
  expect(ends).toEqual([{ id: '11', body: { winner: 'b' } }]);
});

test('[AB-01] a reader who is not an editor, or a guest, gets a clear message and no readout', async () => {
  signInAs(null);
  const first = await renderRoute('/headline-tests');
  expect(
    await screen.findByText('Only editors can see the headline tests. Log in with an editor account.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
  first.unmount();

  window.localStorage.clear();
  await renderRoute('/headline-tests');
  expect(
    await screen.findByText('Only editors can see the headline tests. Log in with an editor account.'),
  ).toBeInTheDocument();
  // Unhandled requests fail the test: the readout was never asked for.
});

test('[AB-01] a refusal of the API (an editor role taken away) is said plainly', async () => {
  signInAs('editor');
  server.use(
    http.get(readoutUrl, () =>
      HttpResponse.json({ data: null, metaData: { message: 'Editors only.' } }, { status: 403 }),
    ),
  );
  await renderRoute('/headline-tests');
  expect(await screen.findByText('Your account may not see the headline tests.')).toBeInTheDocument();
});

test('[AB-01] every line of the XSS corpus as a headline is shown as text, never as markup', async () => {
  const corpus = readFileSync(path.join(__dirname, '../../../test-data/xss-corpus.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  signInAs('editor');
  serveReadout([
    {
      data: corpus.map((line, index) => ({
        ...collecting,
        article_id: 100 + index,
        a: { ...collecting.a, title: line },
        b: { ...collecting.b, title: `${line} (B)` },
      })),
      rules,
    },
  ]);
  const { container } = await renderRoute('/headline-tests');
  expect(await screen.findAllByRole('table')).toHaveLength(corpus.length);
  for (const [index, line] of corpus.entries()) {
    const table = screen.getByRole('table', { name: `Headline test of article ${100 + index}` });
    expect(within(table).getAllByRole('cell')[0]).toHaveTextContent(line, { normalizeWhitespace: false });
  }
  // Not one element came from the texts (the only links are the "Open the article" ones).
  expect(container.querySelector('script, img, svg, iframe, math, details, input, body, style')).toBeNull();
  expect(container.querySelectorAll('a')).toHaveLength(corpus.length);
});
