import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import type { ApiSchemas, Language } from '@tribune/shared';
import { mockApi } from '@tribune/shared/testing';
import { apiUrl, errorBody, json } from '../../../test/comments-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import CommunityClubThreads from '../../../exposes/club-threads';

const server = mockApi();

const teamId = 7;

/** A thread as the API sends one, typed by the generated contract (ClubThread). */
type WireClubThread = ApiSchemas['ClubThread'];

function topicThread(id: number, overrides: Partial<WireClubThread> = {}): WireClubThread {
  return {
    kind: 'topic',
    id,
    title: `Topic number ${id}`,
    url: `/forum/topic/${id}`,
    comments_count: 1,
    last_comment_at: '2024-03-05T12:30:00.000Z',
    ...overrides,
  };
}

function matchThread(id: number, overrides: Partial<WireClubThread> = {}): WireClubThread {
  return {
    kind: 'match',
    id,
    title: 'FC Utrecht – Ajax',
    url: `/matchcenter/match/${id}#comments`,
    comments_count: 12,
    last_comment_at: '2024-03-06T20:15:00.000Z',
    ...overrides,
  };
}

/** GET /api/v2/forum/club/{teamId} as list-club-threads.ts in the API answers it; records each path asked. */
function serveThreads(all: WireClubThread[]) {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('/api/v2/forum/club/:teamId'), ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname}${url.search}`);
      return HttpResponse.json({ data: all.slice(0, Number(url.searchParams.get('limit'))) });
    }),
  );
  return asked;
}

/** Where the router is: a tap on a row must move it there, inside the page. */
function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

/** The slot's filler as a host page renders it, with the props the host gives. */
function renderThreads({ clubName = 'FC Utrecht', limit = 5 } = {}, language: Language = 'en') {
  return renderWithProviders(
    <>
      <CommunityClubThreads teamId={teamId} clubName={clubName} limit={limit} />
      <Location />
    </>,
    { language },
  );
}

/** Nothing appears to wait for: lets the answer arrive and render. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

test('[CLB-02] the fans’ threads show under “Fans talking about {club}”: kind, title, comments and latest time', async () => {
  const asked = serveThreads([
    matchThread(812),
    topicThread(31, { title: 'Utrecht sign a new keeper', comments_count: 4 }),
    topicThread(30, { comments_count: 1 }),
  ]);
  await renderThreads();

  const section = await screen.findByRole('region', { name: 'Fans talking about FC Utrecht' });
  expect(within(section).getByRole('heading', { level: 3, name: 'Fans talking about FC Utrecht' })).toBeInTheDocument();
  const rows = within(section).getAllByRole('listitem');
  expect(rows).toHaveLength(3);
  const [match, keeper, single] = rows as [HTMLElement, HTMLElement, HTMLElement];

  expect(within(match).getByText('Match thread')).toBeInTheDocument();
  expect(within(match).getByRole('link', { name: 'FC Utrecht – Ajax' })).toHaveAttribute(
    'href',
    '/matchcenter/match/812#comments',
  );
  expect(within(match).getByText('12 comments')).toBeInTheDocument();
  expect(within(match).getByText('06-03-2024')).toHaveAttribute('datetime', '2024-03-06T20:15:00.000Z');
  expect(within(match).getByText('Latest comment')).toHaveClass('visually-hidden');

  expect(within(keeper).getByText('Forum topic')).toBeInTheDocument();
  expect(within(keeper).getByRole('link', { name: 'Utrecht sign a new keeper' })).toHaveAttribute(
    'href',
    '/forum/topic/31',
  );
  expect(within(keeper).getByText('4 comments')).toBeInTheDocument();
  expect(within(single).getByText('1 comment')).toBeInTheDocument();
  // Each row is one link: one tap target, one tab stop.
  for (const row of rows) expect(within(row).getAllByRole('link')).toHaveLength(1);

  expect(within(section).getByRole('link', { name: 'To the forum' })).toHaveAttribute('href', '/forum');
  expect(asked).toEqual([`/api/v2/forum/club/${teamId}?limit=5`]);
});

test('[CLB-02] a tap on a thread opens it inside the page: a match at its thread, a topic at its page', async () => {
  serveThreads([matchThread(812), topicThread(31)]);
  const { user } = await renderThreads();
  await user.click(await screen.findByRole('link', { name: 'FC Utrecht – Ajax' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/matchcenter/match/812#comments');
  await user.click(screen.getByRole('link', { name: 'Topic number 31' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/forum/topic/31');
  await user.click(screen.getByRole('link', { name: 'To the forum' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/forum$/);
});

test('[CLB-02] no more rows than the host’s limit', async () => {
  const asked = serveThreads([matchThread(812), topicThread(31), topicThread(30)]);
  await renderThreads({ limit: 2 });
  const section = await screen.findByRole('region', { name: 'Fans talking about FC Utrecht' });
  expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  expect(asked).toEqual([`/api/v2/forum/club/${teamId}?limit=2`]);
});

test('[CLB-02] a limit above the API’s 20 asks for 20', async () => {
  const asked = serveThreads([topicThread(1)]);
  await renderThreads({ limit: 50 });
  expect(await screen.findByRole('link', { name: 'Topic number 1' })).toBeInTheDocument();
  expect(asked).toEqual([`/api/v2/forum/club/${teamId}?limit=20`]);
});

test('[CLB-02] a club nobody talks about shows nothing at all', async () => {
  const asked = serveThreads([]);
  const { container } = await renderThreads();
  await waitFor(() => expect(asked).toHaveLength(1));
  await settle();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(container.querySelector('.cm-club-threads')).toBeNull();
});

test('[CLB-02] when the threads cannot be loaded nothing shows, and the failure is logged', async () => {
  server.use(http.get(apiUrl('/api/v2/forum/club/:teamId'), () => json(errorBody('This club does not exist.'), 404)));
  const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await renderThreads();
    await waitFor(() => expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('This club does not exist.')));
    await settle();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  } finally {
    errorLog.mockRestore();
  }
});

test('[CLB-02] a limit below 1 asks for nothing and shows nothing', async () => {
  const asked = serveThreads([topicThread(1)]);
  await renderThreads({ limit: 0 });
  await settle();
  expect(asked).toEqual([]);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

test('[CLB-02] the threads speak the tenant’s language', async () => {
  serveThreads([matchThread(812, { comments_count: 3 }), topicThread(31, { comments_count: 1 })]);
  await renderThreads({ clubName: 'Ajax' }, 'nl');
  const section = await screen.findByRole('region', { name: 'Fans over Ajax' });
  expect(within(section).getByText('Wedstrijdtopic')).toBeInTheDocument();
  expect(within(section).getByText('Forumonderwerp')).toBeInTheDocument();
  expect(within(section).getByText('3 reacties')).toBeInTheDocument();
  expect(within(section).getByText('1 reactie')).toBeInTheDocument();
  expect(within(section).getAllByText('Laatste reactie')).toHaveLength(2);
  expect(within(section).getByRole('link', { name: 'Naar het forum' })).toHaveAttribute('href', '/forum');
});

// The project's hostile texts (test-data/xss-corpus.txt), one a line.
const corpus = readFileSync(join(__dirname, '../../../../../test-data/xss-corpus.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');

test.each(corpus)('[CLB-02] a hostile thread title and club name are shown as text, never run: %s', async (line) => {
  serveThreads([topicThread(1, { title: line }), matchThread(812)]);
  const { container } = await renderThreads({ clubName: line });

  const section = await screen.findByRole('region', { name: `Fans talking about ${line.trim()}` });
  const [row] = within(section).getAllByRole('listitem');
  const link = within(row as HTMLElement).getByRole('link');
  expect(link.textContent).toBe(line);
  expect(link.children).toHaveLength(0);
  expect(link).toHaveAttribute('href', '/forum/topic/1');
  expect(
    container.querySelector('script, iframe, object, embed, svg, math, form, details, video, input, img'),
  ).toBeNull();
  expect(container.querySelector('[onerror], [onload], [onfocus], [ontoggle], [onmouseover], [style]')).toBeNull();
  expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  expect(Reflect.get(window, '__xss')).toBeUndefined();
});
