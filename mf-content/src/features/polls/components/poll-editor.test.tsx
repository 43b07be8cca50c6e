import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Suspense } from 'react';
import * as v from 'valibot';
import { RemoteIntlProvider, storageKeys, type ApiSchemas } from '@tribune/shared';
import { testUser } from '@tribune/shared/testing';
import { loadMessages } from '../../../i18n/load-messages';
import { renderWithProviders, setupMockApi, testApiOrigin } from '../../../test/render-with-providers';
import { PollEditor } from './poll-editor';

const server = setupMockApi();
const createBody = v.object({ question: v.string(), answers: v.array(v.string()) });
const updateBody = v.object({ is_closed: v.boolean() });

/** A request body the widget sent, checked so a wrong one fails the test with what is wrong. */
function bodyOf<Schema extends v.GenericSchema>(schema: Schema, value: unknown): v.InferOutput<Schema> {
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) throw new Error(v.summarize(parsed.issues));
  return parsed.output;
}

type WirePoll = ApiSchemas['Poll'];

const polls = new Map<number, WirePoll>();

function storePoll(id: number, question: string, answers: string[], isClosed = false): WirePoll {
  const poll: WirePoll = {
    poll_id: id,
    question,
    my_answer: null,
    is_closed: isClosed,
    total_voting: 0,
    answers: answers.map((text, index) => ({ answer_id: id * 10 + index, text, answer_voting: 0, percent: 0 })),
  };
  polls.set(id, poll);
  return poll;
}

/** The polls API as far as the widget uses it, over `polls`; records the writes and their token. */
function serveApi() {
  const writes: { method: string; path: string; body: unknown; auth: string | null }[] = [];
  server.use(
    http.get(`${testApiOrigin}/api/v1/poll/:id/show`, ({ params }) => {
      const poll = polls.get(Number(params.id));
      return poll
        ? HttpResponse.json({ data: poll })
        : HttpResponse.json({ data: null, metaData: { message: 'This poll does not exist.' } }, { status: 404 });
    }),
    http.post(`${testApiOrigin}/api/v2/polls`, async ({ request }) => {
      const body = bodyOf(createBody, await request.json());
      writes.push({ method: 'POST', path: '/api/v2/polls', body, auth: request.headers.get('Authorization') });
      if (body.answers.some((answer) => answer.trim() === '')) {
        const index = body.answers.findIndex((answer) => answer.trim() === '');
        return HttpResponse.json(
          {
            data: null,
            metaData: {
              message: 'An answer may not be empty.',
              errors: { [`answers.${index}`]: ['An answer may not be empty.'] },
            },
          },
          { status: 422 },
        );
      }
      const poll = storePoll(
        41,
        body.question.trim(),
        body.answers.map((answer) => answer.trim()),
      );
      return HttpResponse.json({ data: { ...poll, embed: '<div data-poll-id="41"></div>' } }, { status: 201 });
    }),
    http.patch(`${testApiOrigin}/api/v2/polls/:id`, async ({ request, params }) => {
      const body = bodyOf(updateBody, await request.json());
      writes.push({
        method: 'PATCH',
        path: `/api/v2/polls/${params.id}`,
        body,
        auth: request.headers.get('Authorization'),
      });
      const poll = polls.get(Number(params.id));
      if (!poll) return HttpResponse.json({ data: null, metaData: { message: 'Gone' } }, { status: 404 });
      polls.set(poll.poll_id, { ...poll, is_closed: body.is_closed });
      return HttpResponse.json({ data: { ...poll, is_closed: body.is_closed, embed: '' } });
    }),
  );
  return writes;
}

async function renderEditor(pollIds: number[] = []) {
  window.localStorage.setItem(storageKeys.token, 'editor-token');
  window.localStorage.setItem(storageKeys.user, JSON.stringify({ ...testUser, username: 'editor', role: 'editor' }));
  return renderWithProviders(
    <Suspense fallback={null}>
      <RemoteIntlProvider loadMessages={loadMessages}>
        <PollEditor pollIds={pollIds} />
      </RemoteIntlProvider>
    </Suspense>,
  );
}

beforeEach(() => polls.clear());

test('[POL-01] an editor creates a poll and copies the snippet that embeds it', async () => {
  const writes = serveApi();
  const { user } = await renderEditor();
  const widget = await screen.findByRole('region', { name: 'Polls (editors)' });
  await user.type(within(widget).getByRole('textbox', { name: 'Question' }), 'Who wins on Sunday?');
  await user.type(within(widget).getByRole('textbox', { name: 'Answer 1' }), 'Home');
  await user.type(within(widget).getByRole('textbox', { name: 'Answer 2' }), 'Away');
  await user.click(within(widget).getByRole('button', { name: 'Add an answer' }));
  await user.type(within(widget).getByRole('textbox', { name: 'Answer 3' }), '<b>Draw</b>');
  await user.click(within(widget).getByRole('button', { name: 'Create poll' }));

  expect(
    await within(widget).findByText('Poll 41 created. Copy its snippet below into the article body.'),
  ).toBeInTheDocument();
  expect(writes).toEqual([
    {
      method: 'POST',
      path: '/api/v2/polls',
      body: { question: 'Who wins on Sunday?', answers: ['Home', 'Away', '<b>Draw</b>'] },
      auth: 'Bearer editor-token',
    },
  ]);
  const snippet = await within(widget).findByRole('textbox', { name: 'Embed snippet of poll 41' });
  expect(snippet).toHaveValue('<div data-poll-id="41"></div>');
  expect(snippet).toHaveAttribute('readonly');
  expect(within(widget).getByText('Who wins on Sunday?')).toBeInTheDocument();
  // The form is empty again for the next poll.
  expect(within(widget).getByRole('textbox', { name: 'Question' })).toHaveValue('');

  await user.click(within(widget).getByRole('button', { name: 'Copy snippet' }));
  expect(await within(widget).findByText('Copied.')).toBeInTheDocument();
});

test('[POL-01] the API’s refusal shows under the answer it is about', async () => {
  const writes = serveApi();
  const { user } = await renderEditor();
  await user.type(await screen.findByRole('textbox', { name: 'Question' }), 'Q?');
  await user.type(screen.getByRole('textbox', { name: 'Answer 1' }), 'Yes');
  await user.click(screen.getByRole('button', { name: 'Create poll' }));
  const second = screen.getByRole('textbox', { name: 'Answer 2' });
  expect(await screen.findByText('An answer may not be empty.')).toBeInTheDocument();
  expect(second).toHaveAttribute('aria-invalid', 'true');
  expect(second).toHaveAccessibleDescription('An answer may not be empty.');
  expect(screen.getByRole('textbox', { name: 'Answer 1' })).not.toHaveAttribute('aria-invalid');
  expect(writes).toHaveLength(1);
});

test('[POL-01] an editor closes and reopens a poll of the article', async () => {
  storePoll(7, 'Best kick-off time?', ['Saturday', 'Sunday']);
  const writes = serveApi();
  const { user } = await renderEditor([7]);
  const item = (await screen.findByText('Best kick-off time?')).closest('li');
  if (!item) throw new Error('no item');
  expect(within(item).getByText(/#7 · Open · 0 votes/)).toBeInTheDocument();
  await user.click(within(item).getByRole('button', { name: 'Close poll' }));
  expect(await within(item).findByRole('button', { name: 'Reopen poll' })).toBeInTheDocument();
  expect(within(item).getByText(/#7 · Closed/)).toBeInTheDocument();
  await user.click(within(item).getByRole('button', { name: 'Reopen poll' }));
  expect(await within(item).findByRole('button', { name: 'Close poll' })).toBeInTheDocument();
  expect(writes.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
    { method: 'PATCH', path: '/api/v2/polls/7', body: { is_closed: true } },
    { method: 'PATCH', path: '/api/v2/polls/7', body: { is_closed: false } },
  ]);
});

test('[POL-01] at most ten answers and at least two', async () => {
  serveApi();
  const { user } = await renderEditor();
  await screen.findByRole('textbox', { name: 'Answer 2' });
  expect(screen.queryByRole('button', { name: /Remove answer/ })).not.toBeInTheDocument();
  for (let n = 3; n <= 10; n += 1) await user.click(screen.getByRole('button', { name: 'Add an answer' }));
  expect(screen.getByRole('textbox', { name: 'Answer 10' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add an answer' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove answer 10' }));
  expect(screen.queryByRole('textbox', { name: 'Answer 10' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add an answer' })).toBeInTheDocument();
});
