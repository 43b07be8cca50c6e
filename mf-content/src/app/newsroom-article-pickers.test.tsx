import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type * as ReactModule from 'react';
import { type ApiSchemas } from '@tribune/shared';
import type { BodyEditorServices } from '../features/newsroom/body-editor';
import { renderRoute, setupMockApi, testApiOrigin } from '../test/render-with-providers';
import { newsroomDraft as draft, signInAs, bodyOf } from '../test/newsroom';

// Issue 33, the article editor's pickers (NR-02, NR-06): polls picked or made, embeds previewed as readers
// see them, the primary tag, the author and the match chosen from the site's own lists.

// ProseMirror has tests of its own (body-editor/): here the body editor is a stand-in that uses the
// services the page gives it as the real one does: a poll card, an embed card and the toolbar's "Poll".
jest.mock('../features/newsroom/body-editor', () => {
  const { useState } = jest.requireActual<typeof ReactModule>('react');
  function PollCardStandIn({ services, pollId }: { services: BodyEditorServices; pollId: number }) {
    const poll = services.loadPoll(pollId);
    return <p>Poll card: {poll?.question ?? 'unknown poll'}</p>;
  }
  return {
    ArticleBodyEditor: ({ services }: { services: BodyEditorServices }) => {
      const [picked, setPicked] = useState<string>('nothing');
      return (
        <div>
          <PollCardStandIn services={services} pollId={12} />
          <div data-testid="embed-preview">
            {services.renderEmbedPreview('twitter', 'https://x.com/afcajax/status/1861234567890123456')}
          </div>
          <button
            type="button"
            onClick={() => void services.pickPoll().then((pollId) => setPicked(String(pollId ?? 'none')))}
          >
            Poll
          </button>
          <output aria-label="Picked poll">{picked}</output>
        </div>
      );
    },
  };
});

const server = setupMockApi();
const articlesUrl = `${testApiOrigin}/api/v2/editor/articles`;

type EditorArticle = ApiSchemas['EditorArticle'];

function poll(id: number, question: string, extra: Partial<{ total_voting: number; is_closed: boolean }> = {}) {
  return {
    poll_id: id,
    question,
    is_closed: false,
    total_voting: 0,
    created_at: '2026-06-01T10:00:00.000Z',
    embed: `<div data-poll-id="${id}"></div>`,
    ...extra,
  };
}

/** The article, its saves, the poll of its card, the card of its X post, and the site's lists. */
function serveEditor(article: EditorArticle = draft) {
  const saves: Record<string, unknown>[] = [];
  const pollSearches: (string | null)[] = [];
  let current = article;
  server.use(
    http.get(`${articlesUrl}/${article.id}`, () => HttpResponse.json({ data: current })),
    http.patch(`${articlesUrl}/${article.id}`, async ({ request }) => {
      saves.push(await bodyOf(request));
      current = { ...current, version: current.version + 1 };
      return HttpResponse.json({ data: current });
    }),
    http.get(`${testApiOrigin}/api/v1/poll/12/show`, () =>
      HttpResponse.json({
        data: {
          poll_id: 12,
          question: 'Who wins the derby?',
          my_answer: null,
          is_closed: false,
          total_voting: 0,
          answers: [],
        },
      }),
    ),
    http.get(`${testApiOrigin}/api/v2/embed/twitter`, () =>
      HttpResponse.json({
        data: {
          provider: 'twitter',
          url: 'https://twitter.com/afcajax/status/1861234567890123456',
          html: '<blockquote><p>Wat een avond in de Arena!</p></blockquote>',
          author_name: 'AFC Ajax',
          author_url: 'https://twitter.com/AFCAjax',
          title: null,
          width: 550,
          height: null,
        },
      }),
    ),
    http.get(`${testApiOrigin}/api/v2/editor/polls`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q');
      pollSearches.push(q);
      const all = [
        poll(14, 'Best signing of the summer?', { total_voting: 1 }),
        poll(12, 'Who wins the derby?', { total_voting: 31, is_closed: true }),
      ];
      const found = q === null ? all : all.filter((one) => one.question.toLowerCase().includes(q.toLowerCase()));
      return HttpResponse.json({
        data: found,
        metaData: { current_page: 1, last_page: 1, per_page: 20, total: found.length },
      });
    }),
    http.get(`${testApiOrigin}/api/v2/editor/tags`, () =>
      HttpResponse.json({
        data: [
          { id: 1, slug: 'ajax', title: 'Ajax' },
          { id: 2, slug: 'eredivisie', title: 'Eredivisie' },
          { id: 3, slug: 'transfers', title: 'Transfers' },
        ],
      }),
    ),
    http.get(`${testApiOrigin}/api/v2/editor/authors`, () =>
      HttpResponse.json({
        data: [
          { id: 2, name: 'Eva', slug: 'eva', is_public: true, has_account: true },
          { id: 9, name: 'Desk', slug: 'desk', is_public: false, has_account: false },
          { id: 4, name: 'Zoë Writer', slug: 'zoe-writer', is_public: true, has_account: false },
        ],
      }),
    ),
  );
  return { saves, pollSearches };
}

test('[NR-02] the poll picker lists the site’s polls, searches them by their question, and puts the one picked in', async () => {
  signInAs('junior-editor');
  const api = serveEditor();
  const { user } = await renderRoute('/newsroom/article/5');
  await user.click(await screen.findByRole('button', { name: 'Poll' }));

  const dialog = await screen.findByRole('dialog', { name: 'Insert a poll' });
  const list = await within(dialog).findByRole('list', { name: 'The site’s polls, newest first' });
  expect(
    within(list)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Best signing of the summer?1 vote', 'Who wins the derby?31 votes · closed']);
  // Making a poll is an editor's: a junior editor only picks.
  expect(within(dialog).queryByRole('textbox', { name: 'Question' })).toBeNull();

  await user.type(within(dialog).getByRole('searchbox', { name: 'Search polls' }), 'DERBY');
  await waitFor(() => expect(within(dialog).queryByRole('button', { name: /^Best signing/ })).toBeNull());
  expect(await within(dialog).findByRole('button', { name: /^Who wins the derby\?/ })).toBeInTheDocument();
  expect(api.pollSearches).toContain('DERBY');

  await user.click(within(dialog).getByRole('button', { name: /^Who wins the derby\?/ }));
  expect(await screen.findByRole('status', { name: 'Picked poll' })).toHaveTextContent('12');
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('[NR-02] Cancel closes the poll picker without a poll', async () => {
  signInAs('junior-editor');
  serveEditor();
  const { user } = await renderRoute('/newsroom/article/5');
  await user.click(await screen.findByRole('button', { name: 'Poll' }));
  const dialog = await screen.findByRole('dialog', { name: 'Insert a poll' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByRole('status', { name: 'Picked poll' })).toHaveTextContent('none');
});

test('[NR-02] an editor makes a new poll in the picker with the polls’ own form; it goes in at once', async () => {
  signInAs('editor');
  serveEditor();
  const created: unknown[] = [];
  server.use(
    http.post(`${testApiOrigin}/api/v2/polls`, async ({ request }) => {
      created.push(await request.json());
      return HttpResponse.json(
        {
          data: {
            poll_id: 31,
            question: 'Man of the match?',
            my_answer: null,
            is_closed: false,
            total_voting: 0,
            answers: [],
            embed: '<div data-poll-id="31"></div>',
          },
        },
        { status: 201 },
      );
    }),
  );
  const { user } = await renderRoute('/newsroom/article/5');
  await user.click(await screen.findByRole('button', { name: 'Poll' }));
  const dialog = await screen.findByRole('dialog', { name: 'Insert a poll' });
  expect(
    within(dialog).getByText('Or make a new poll: it goes into the article as soon as it is made.'),
  ).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: 'Question' }), 'Man of the match?');
  await user.type(within(dialog).getByRole('textbox', { name: 'Answer 1' }), 'Berghuis');
  await user.type(within(dialog).getByRole('textbox', { name: 'Answer 2' }), 'Taylor');
  await user.click(within(dialog).getByRole('button', { name: 'Create poll' }));

  expect(await screen.findByRole('status', { name: 'Picked poll' })).toHaveTextContent('31');
  expect(created).toEqual([{ question: 'Man of the match?', answers: ['Berghuis', 'Taylor'] }]);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('[NR-02] a poll card shows the poll’s question, and an X post the card readers get from the embed service', async () => {
  signInAs('junior-editor');
  serveEditor();
  await renderRoute('/newsroom/article/5');
  expect(await screen.findByText('Poll card: Who wins the derby?')).toBeInTheDocument();
  const preview = screen.getByTestId('embed-preview');
  expect(await within(preview).findByText('Wat een avond in de Arena!')).toBeInTheDocument();
  expect(within(preview).getByRole('figure', { name: 'Post on X' })).toBeInTheDocument();
});

test('[NR-02] the primary tag is one of the site’s tags by title; the save sends its slug', async () => {
  signInAs('junior-editor');
  const api = serveEditor();
  const { user } = await renderRoute('/newsroom/article/5');
  const tag = await screen.findByRole('combobox', { name: 'Primary tag' });
  expect(await within(tag).findByRole('option', { name: 'Transfers' })).toBeInTheDocument();
  expect(tag).toHaveValue('eredivisie');
  expect(
    within(tag)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Choose a tag', 'Ajax', 'Eredivisie', 'Transfers']);
  await user.selectOptions(tag, 'Transfers');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/^Saved at/)).toBeInTheDocument();
  expect(api.saves).toEqual([expect.objectContaining({ primary_tag: 'transfers' })]);
});

test('[NR-02] a tag the list does not hold stays chosen under its slug', async () => {
  signInAs('junior-editor');
  serveEditor({ ...draft, primary_tag: 'old-section' });
  await renderRoute('/newsroom/article/5');
  const tag = await screen.findByRole('combobox', { name: 'Primary tag' });
  expect(await within(tag).findByRole('option', { name: 'Transfers' })).toBeInTheDocument();
  expect(tag).toHaveValue('old-section');
  expect(within(tag).getByRole('option', { name: 'old-section' })).toBeInTheDocument();
});

test('[NR-06] a manager chooses the author from the site’s authors; the save sends author_id', async () => {
  signInAs('editor');
  const api = serveEditor();
  const { user } = await renderRoute('/newsroom/article/5');
  const author = await screen.findByRole('combobox', { name: 'Author' });
  expect(await within(author).findByRole('option', { name: 'Zoë Writer' })).toBeInTheDocument();
  expect(author).toHaveValue('2');
  expect(within(author).getByRole('option', { name: 'Desk (desk, no author page)' })).toBeInTheDocument();

  // Saving without choosing leaves the author alone.
  await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/^Saved at/)).toBeInTheDocument();
  expect(api.saves[0]).not.toHaveProperty('author_id');

  await user.selectOptions(author, 'Zoë Writer');
  expect(author).toHaveValue('4');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.saves).toHaveLength(2));
  expect(api.saves[1]).toMatchObject({ author_id: 4 });
});

test('[NR-06] anyone else writes as themselves: "By <name>", no picker, no author_id sent', async () => {
  signInAs('junior-editor');
  const api = serveEditor();
  const { user } = await renderRoute('/newsroom/article/5');
  expect(await screen.findByText('By Eva')).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Author' })).toBeNull();
  await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/^Saved at/)).toBeInTheDocument();
  expect(api.saves[0]).not.toHaveProperty('author_id');
});

/** A round of the league's season as the soccer-data service sends it, one match in it. */
function round(number: number, home: string, away: string, dateStr: string) {
  return {
    round: number,
    name: `Round ${number}`,
    state: 'upcoming',
    isCurrent: number === 10,
    startsAt: '2026-06-01T18:00:00.000Z',
    endsAt: '2026-06-01T18:00:00.000Z',
    fixtures: [
      { id: 1000 + number, round: number, homeTeam: home, awayTeam: away, dateStr, date: '2026-06-01T18:00:00.000Z' },
    ],
  };
}

test('[NR-02] the match is one of the recent and coming rounds’ matches, "Home – Away, date"; None sends no match', async () => {
  signInAs('junior-editor');
  const api = serveEditor({ ...draft, fixture_id: 1003 });
  const asked: string[] = [];
  server.use(
    http.get(`${testApiOrigin}/api/v1/leagues/:league/rounds`, ({ params }) => {
      asked.push(String(params['league']));
      return HttpResponse.json({
        data: {
          league: { id: 72, slug: 'eredivisie', name: 'Eredivisie', season: '2026/2027' },
          currentRound: 10,
          rounds: [
            round(3, 'Feyenoord', 'PSV', 'Sat 12 Sep, 20:00'),
            round(7, 'Ajax', 'AZ', 'Sun 18 Oct, 14:30'),
            round(8, 'Ajax', 'Feyenoord', 'Sun 25 Oct, 14:30'),
            round(10, 'PSV', 'Ajax', 'Sat 7 Nov, 18:45'),
            round(12, 'Ajax', 'Twente', 'Sun 22 Nov, 12:15'),
            round(13, 'Utrecht', 'Ajax', 'Sat 28 Nov, 21:00'),
          ],
        },
      });
    }),
  );
  const { user } = await renderRoute('/newsroom/article/5');
  const match = await screen.findByRole('combobox', { name: 'Match' });
  expect(await within(match).findByRole('option', { name: 'PSV – Ajax, Sat 7 Nov, 18:45' })).toBeInTheDocument();
  expect(asked).toEqual(['eredivisie']);
  // The rounds around the current one (10 ± 2), and the round of the article's own match.
  expect(
    within(match)
      .getAllByRole('group')
      .map((group) => group.getAttribute('label')),
  ).toEqual(['Round 3', 'Round 8', 'Round 10', 'Round 12']);
  expect(
    within(match)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'None',
    'Feyenoord – PSV, Sat 12 Sep, 20:00',
    'Ajax – Feyenoord, Sun 25 Oct, 14:30',
    'PSV – Ajax, Sat 7 Nov, 18:45',
    'Ajax – Twente, Sun 22 Nov, 12:15',
  ]);
  expect(match).toHaveValue('1003');

  await user.selectOptions(match, 'Ajax – Twente, Sun 22 Nov, 12:15');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.saves).toHaveLength(1));
  expect(api.saves[0]).toMatchObject({ fixture_id: 1012 });

  await user.selectOptions(match, 'None');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.saves).toHaveLength(2));
  expect(api.saves[1]).toMatchObject({ fixture_id: null });
});

test('[NR-02] a match from outside the league’s season stays chosen, by its number', async () => {
  signInAs('junior-editor');
  serveEditor({ ...draft, fixture_id: 777 });
  await renderRoute('/newsroom/article/5');
  const match = await screen.findByRole('combobox', { name: 'Match' });
  expect(match).toHaveValue('777');
  expect(within(match).getByRole('option', { name: 'Match 777' })).toBeInTheDocument();
});
