import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SWRConfig, unstable_serialize } from 'swr';
import {
  createHydrationMiddleware,
  createTribuneRuntime,
  RemoteIntlProvider,
  storageKeys,
  TribuneIntlProvider,
  TribuneProviders,
  type ApiSchemas,
} from '@tribune/shared';
import { testBootstrap, testUser } from '@tribune/shared/testing';
import { loadMessages } from '../../../i18n/load-messages';
import { renderWithProviders, setupMockApi, testApiOrigin } from '../../../test/render-with-providers';
import { pollKey } from '../api/get-poll';
import { ArticlePoll } from './article-poll';

const server = setupMockApi();
const showUrl = `${testApiOrigin}/api/v1/poll/:id/show`;
const voteUrl = `${testApiOrigin}/api/front/v1/poll/:id/vote`;

type WirePoll = ApiSchemas['Poll'];

function wirePoll(overrides: Partial<WirePoll> = {}): WirePoll {
  return {
    poll_id: 12,
    question: 'Who is your player of the season?',
    my_answer: null,
    is_closed: false,
    total_voting: 2,
    answers: [
      { answer_id: 101, text: 'The top scorer', answer_voting: 1, percent: 50 },
      { answer_id: 102, text: 'The captain', answer_voting: 1, percent: 50 },
      { answer_id: 103, text: 'Our goalkeeper', answer_voting: 0, percent: 0 },
    ],
    ...overrides,
  };
}

/** The poll after a vote for the captain: 1, 2 and 0 of 3 votes. */
const afterVote = wirePoll({
  my_answer: 102,
  total_voting: 3,
  answers: [
    { answer_id: 101, text: 'The top scorer', answer_voting: 1, percent: 33 },
    { answer_id: 102, text: 'The captain', answer_voting: 2, percent: 67 },
    { answer_id: 103, text: 'Our goalkeeper', answer_voting: 0, percent: 0 },
  ],
});

/** Serves the poll and records the votes sent (their body and the visitor header). */
function servePoll(poll: WirePoll | (() => Response), vote?: (body: unknown) => Response) {
  const votes: { body: unknown; visitor: string | null; path: string }[] = [];
  const shows: string[] = [];
  server.use(
    http.get(showUrl, ({ params }) => {
      shows.push(String(params.id));
      return typeof poll === 'function' ? poll() : HttpResponse.json({ data: poll });
    }),
    http.post(voteUrl, async ({ request, params }) => {
      const body: unknown = await request.json();
      votes.push({ body, visitor: request.headers.get('X-Visitor-Id'), path: String(params.id) });
      return vote ? vote(body) : HttpResponse.json({ data: afterVote }, { status: 201 });
    }),
  );
  return { votes, shows };
}

async function renderPoll(pollId = 12, language: 'en' | 'nl' = 'en') {
  return renderWithProviders(
    <Suspense fallback={null}>
      <RemoteIntlProvider loadMessages={loadMessages}>
        <ArticlePoll pollId={pollId} />
      </RemoteIntlProvider>
    </Suspense>,
    { language },
  );
}

test('[POL-01] the question and its answers as choices, with a vote button', async () => {
  servePoll(wirePoll());
  await renderPoll();
  const poll = await screen.findByRole('region', { name: 'Who is your player of the season?' });
  expect(within(poll).getByRole('heading', { name: 'Who is your player of the season?' })).toBeInTheDocument();
  const group = within(poll).getByRole('group', { name: 'Your answer' });
  expect(
    within(group)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual(['The top scorer', 'The captain', 'Our goalkeeper']);
  expect(within(poll).getByRole('button', { name: 'Vote' })).toBeEnabled();
  expect(within(poll).getByText('2 votes')).toBeInTheDocument();
  // No results before voting.
  expect(within(poll).queryByText('50%')).not.toBeInTheDocument();
});

test('[POL-01] a vote goes through only with a choice: without one nothing is sent and the reader is told', async () => {
  const { votes } = servePoll(wirePoll());
  const { user } = await renderPoll();
  await user.click(await screen.findByRole('button', { name: 'Vote' }));

  expect(screen.getByRole('alert')).toHaveTextContent('Choose an answer first, then vote.');
  // The reader is taken to the answers, which the message describes.
  expect(screen.getByRole('radio', { name: 'The top scorer' })).toHaveFocus();
  expect(screen.getByRole('group', { name: 'Your answer' })).toHaveAccessibleDescription(
    'Choose an answer first, then vote.',
  );
  expect(votes).toEqual([]);

  await user.click(screen.getByRole('radio', { name: 'The captain' }));
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  await user.click(screen.getByRole('button', { name: 'Vote' }));
  await screen.findByText('67%');
  expect(votes).toEqual([{ body: { poll_id: 12, answer_id: 102 }, visitor: expect.any(String), path: '12' }]);
});

test('[POL-01] after voting: results in rounded percent with bars, the inputs gone, the reader’s vote marked', async () => {
  servePoll(wirePoll());
  const { user, container } = await renderPoll();
  await user.click(await screen.findByRole('radio', { name: 'The captain' }));
  await user.click(screen.getByRole('button', { name: 'Vote' }));

  const results = await screen.findByRole('list', { name: 'Results' });
  expect(
    within(results)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['The top scorer33%', 'The captain (your vote)67%', 'Our goalkeeper0%']);
  const bars = Array.from(container.querySelectorAll<HTMLElement>('.content-poll__fill')).map((bar) => bar.style.width);
  expect(bars).toEqual(['33%', '67%', '0%']);
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Vote' })).not.toBeInTheDocument();
  expect(screen.getByText('3 votes')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Thank you for voting.');
});

test('[POL-01] a closed poll shows its results to everyone, without inputs', async () => {
  const { votes } = servePoll(
    wirePoll({
      is_closed: true,
      total_voting: 7,
      answers: [
        { answer_id: 101, text: 'The top scorer', answer_voting: 4, percent: 57 },
        { answer_id: 102, text: 'The captain', answer_voting: 2, percent: 29 },
        { answer_id: 103, text: 'Our goalkeeper', answer_voting: 1, percent: 14 },
      ],
    }),
  );
  await renderPoll();
  const results = await screen.findByRole('list', { name: 'Results' });
  expect(
    within(results)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['The top scorer57%', 'The captain29%', 'Our goalkeeper14%']);
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Vote' })).not.toBeInTheDocument();
  expect(screen.getByText(/7 votes/)).toHaveTextContent('7 votes · This poll is closed.');
  expect(votes).toEqual([]);
});

test('[POL-01] a reader who voted before sees the results with their answer', async () => {
  servePoll(afterVote);
  await renderPoll();
  expect(await screen.findByText('(your vote)')).toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
});

test('[POL-01] answer texts and the question are shown as text, never as markup', async () => {
  const corpus = readFileSync(path.join(__dirname, '../../../../../test-data/xss-corpus.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const answers = corpus.slice(0, 10).map((text, index) => ({
    answer_id: 200 + index,
    text,
    answer_voting: index,
    percent: index * 2,
  }));
  const question = corpus[5] ?? '';
  servePoll(wirePoll({ question, answers, total_voting: 45 }));
  const { container, user } = await renderPoll();

  expect(await screen.findByRole('heading', { name: question })).toHaveTextContent(question);
  for (const answer of answers) expect(screen.getByRole('radio', { name: answer.text })).toBeInTheDocument();
  // Not one element came from the texts.
  expect(container.querySelector('script, img, svg, iframe, a, math, details, input:not([type="radio"])')).toBeNull();

  server.use(
    http.post(voteUrl, () =>
      HttpResponse.json({ data: wirePoll({ question, answers, total_voting: 46, my_answer: 200 }) }, { status: 201 }),
    ),
  );
  await user.click(screen.getByRole('radio', { name: answers[0]?.text ?? '' }));
  await user.click(screen.getByRole('button', { name: 'Vote' }));
  const results = await screen.findByRole('list', { name: 'Results' });
  expect(within(results).getByText(answers[1]?.text ?? '')).toBeInTheDocument();
  expect(container.querySelector('script, img, svg, iframe, a, math, details')).toBeNull();
  expect(Reflect.get(window, '__xss')).toBeUndefined();
});

test('[POL-01] a refused vote (already voted elsewhere) says why and shows the results', async () => {
  let shown = wirePoll();
  servePoll(
    () => HttpResponse.json({ data: shown }),
    () => {
      shown = afterVote;
      return HttpResponse.json(
        {
          data: null,
          metaData: {
            message: 'You have already voted in this poll.',
            errors: { poll_id: ['You have already voted in this poll.'] },
          },
        },
        { status: 422 },
      );
    },
  );
  const { user } = await renderPoll();
  await user.click(await screen.findByRole('radio', { name: 'The top scorer' }));
  await user.click(screen.getByRole('button', { name: 'Vote' }));
  expect(await screen.findByRole('list', { name: 'Results' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('You have already voted in this poll.');
});

test('[POL-01] a vote that fails keeps the form and the choice, with a message', async () => {
  servePoll(wirePoll(), () => HttpResponse.json({ data: null, metaData: { message: 'Boom' } }, { status: 500 }));
  const { user } = await renderPoll();
  await user.click(await screen.findByRole('radio', { name: 'The captain' }));
  await user.click(screen.getByRole('button', { name: 'Vote' }));
  expect(await screen.findByText('Your vote could not be sent. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'The captain' })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Vote' })).toBeEnabled();
});

test('[POL-01] loading, then a load error with a retry', async () => {
  let fail = true;
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  server.use(
    http.get(showUrl, async () => {
      await answered;
      return fail
        ? HttpResponse.json({ data: null, metaData: { message: 'Down' } }, { status: 503 })
        : HttpResponse.json({ data: wirePoll() });
    }),
  );
  const { user } = await renderPoll();
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  answer();
  expect(await screen.findByText('The poll could not be loaded.')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Vote' })).toBeInTheDocument();
});

test('[POL-01] a poll that no longer exists leaves nothing in the article', async () => {
  const { shows } = servePoll(() =>
    HttpResponse.json({ data: null, metaData: { message: 'This poll does not exist.' } }, { status: 404 }),
  );
  const { container } = await renderPoll(99);
  await waitFor(() => expect(shows).toEqual(['99']));
  await waitFor(() => expect(container.querySelector('.content-poll')).toBeNull());
});

test('[POL-01] in Dutch', async () => {
  servePoll(wirePoll({ total_voting: 3 }));
  const { user } = await renderPoll(12, 'nl');
  expect(await screen.findByRole('button', { name: 'Stem' })).toBeInTheDocument();
  expect(screen.getByText('3 stemmen')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Stem' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Kies eerst een antwoord en stem dan.');
});

test('[POL-01] server-rendered with the question and answers; the reader’s own view follows after hydration', async () => {
  // The server's view is nobody's: no vote of its own. This reader has voted (their view says so).
  const serverKey = unstable_serialize(pollKey('tribune', 12, 'page'));
  const { shows } = servePoll(afterVote);
  window.localStorage.setItem(storageKeys.token, 'test-token');
  window.localStorage.setItem(storageKeys.user, JSON.stringify(testUser));
  const messages = await loadMessages('en');
  const page = (side: 'server' | 'browser') => {
    const runtime = createTribuneRuntime({
      bootstrap: testBootstrap(),
      loader: { isEnabled: () => false, load: () => Promise.reject(new Error('No other remotes')) },
      storage: window.localStorage,
      swr: {
        fallback: { [serverKey]: wirePoll() },
        ...(side === 'browser' ? { use: [createHydrationMiddleware([serverKey])] } : {}),
      },
    });
    return (
      <TribuneProviders runtime={runtime}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <TribuneIntlProvider language="en" messages={messages}>
            <ArticlePoll pollId={12} />
          </TribuneIntlProvider>
        </SWRConfig>
      </TribuneProviders>
    );
  };
  const html = renderToString(page('server'));
  expect(html).toContain('Who is your player of the season?');
  expect(html).toContain('The captain');
  expect(html).toContain('type="radio"');
  expect(shows).toEqual([]);

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, page('browser'), { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
  // The logged-in reader's view: they voted, so the results replace the form.
  expect(await within(container).findByText('(your vote)')).toBeInTheDocument();
  expect(shows).toEqual(['12']);
  act(() => root?.unmount());
  container.remove();
});

test('[SEC-04] a guest without the visitor cookie yet gets it with a 428, and the vote is sent once more and counted', async () => {
  let answered = 0;
  const { votes } = servePoll(wirePoll(), () => {
    answered += 1;
    return answered === 1
      ? HttpResponse.json(
          { data: null, metaData: { message: 'Your browser did not keep our visitor cookie yet: please vote again.' } },
          { status: 428 },
        )
      : HttpResponse.json({ data: afterVote }, { status: 201 });
  });
  const { user } = await renderPoll();
  await user.click(await screen.findByRole('radio', { name: 'The captain' }));
  await user.click(screen.getByRole('button', { name: 'Vote' }));

  expect(await screen.findByRole('list', { name: 'Results' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Thank you for voting.');
  expect(votes).toHaveLength(2);
});

test("[SEC-04] a guest over the day's vote limit is told so in the API's words, and keeps the choice", async () => {
  const limit = 'At most 3 guest votes per day can be cast in this poll from your connection. Log in to vote.';
  servePoll(wirePoll(), () => HttpResponse.json({ data: null, metaData: { message: limit } }, { status: 429 }));
  const { user } = await renderPoll();
  await user.click(await screen.findByRole('radio', { name: 'The captain' }));
  await user.click(screen.getByRole('button', { name: 'Vote' }));

  expect(await screen.findByText(limit)).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'The captain' })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Vote' })).toBeEnabled();
});
