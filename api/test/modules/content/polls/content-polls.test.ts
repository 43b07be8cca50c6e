import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, count, eq, isNull, like } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { users } from '../../../../src/modules/accounts/schema';
import { seedDemoPolls } from '../../../../src/modules/content/polls/demo-polls';
import { articles, pollAnswers, polls, pollVotes } from '../../../../src/modules/content/schema';
import type { ErrorBody } from '../../../community-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';

/** The Poll of docs/contracts.md "Polls". */
interface Poll {
  poll_id: number;
  question: string;
  my_answer: number | null;
  is_closed: boolean;
  total_voting: number;
  answers: { answer_id: number; text: string; answer_voting: number; percent: number }[];
}

interface EditorPoll extends Poll {
  embed: string;
}

let app: FastifyInstance;
let fan: string;
let otherFan: string;
let editor: string;
let dutchFan: string;
let dutchEditor: string;

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
  [fan, otherFan, editor, dutchFan, dutchEditor] = await Promise.all([
    loginToken(app, { login: 'fan' }),
    loginToken(app, { login: 'TerraceTalk' }),
    loginToken(app, { login: 'editor' }),
    loginToken(app, { login: 'fan', tenant: 'tribune-nl' }),
    loginToken(app, { login: 'editor', tenant: 'tribune-nl' }),
  ]);
}, 120_000);

afterAll(async () => {
  await app.close();
});

let visitors = 0;
/** A visitor id no other test uses (10 letters or digits, PLT-02). */
function newVisitor(): string {
  visitors += 1;
  return `Visitor${String(visitors).padStart(3, '0')}`;
}

const visitorCookies = new Map<string, Promise<string>>();
/**
 * The signed visitor cookie of a visitor's browser, as the show endpoint issues it to a browser without
 * one (SEC-04, decision 0048): a guest's vote counts for its cookie, so each visitor id keeps its own.
 * Kept as a promise, so racing requests of one visitor share one cookie.
 */
function cookieOf(visitor: string): Promise<string> {
  const known = visitorCookies.get(visitor);
  if (known !== undefined) return known;
  const issued = apiRequest(app, { method: 'GET', url: '/api/v1/poll/2147483647/show' }).then((response) => {
    const header = response.headers['set-cookie'];
    const cookie = (Array.isArray(header) ? header : [header ?? ''])
      .find((value) => value.startsWith('tribune_visitor='))
      ?.split(';')[0];
    if (cookie === undefined) throw new Error('no visitor cookie');
    return cookie;
  });
  visitorCookies.set(visitor, issued);
  return issued;
}

let addresses = 0;
/** A client address of its own, so the votes of one test file never reach the vote limit. */
function newAddress(): string {
  addresses += 1;
  return `10.15.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

function createPoll(
  payload: Record<string, unknown>,
  options: { token?: string; tenant?: string; language?: 'en' | 'nl' } = {},
): Promise<LightMyRequestResponse> {
  return apiRequest(app, {
    method: 'POST',
    url: '/api/v2/polls',
    token: 'token' in options ? options.token : editor,
    tenant: options.tenant,
    language: options.language,
    payload,
  });
}

let made = 0;
/** A new open poll of the tenant, made by its editor. */
async function poll(answers: string[] = ['Yes', 'No', 'Maybe'], tenant = 'tribune'): Promise<EditorPoll> {
  made += 1;
  const response = await createPoll(
    { question: `Test question ${made}?`, answers },
    { token: tenant === 'tribune' ? editor : dutchEditor, tenant },
  );
  if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
  return response.json<{ data: EditorPoll }>().data;
}

async function show(
  id: number | string,
  options: { token?: string; tenant?: string; visitor?: string } = {},
): Promise<LightMyRequestResponse> {
  return apiRequest(app, {
    method: 'GET',
    url: `/api/v1/poll/${id}/show`,
    token: options.token,
    tenant: options.tenant,
    headers:
      options.visitor === undefined ? {} : { 'x-visitor-id': options.visitor, cookie: await cookieOf(options.visitor) },
  });
}

async function shown(id: number, options: { token?: string; tenant?: string; visitor?: string } = {}): Promise<Poll> {
  const response = await show(id, options);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Poll }>().data;
}

async function vote(
  id: number | string,
  payload: Record<string, unknown>,
  options: {
    token?: string;
    tenant?: string;
    visitor?: string;
    language?: 'en' | 'nl';
    remoteAddress?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  const visitor = options.visitor ?? newVisitor();
  return apiRequest(app, {
    method: 'POST',
    url: `/api/front/v1/poll/${id}/vote`,
    token: options.token,
    tenant: options.tenant,
    language: options.language,
    remoteAddress: options.remoteAddress ?? newAddress(),
    headers: { 'x-visitor-id': visitor, cookie: await cookieOf(visitor) },
    payload,
  });
}

function answerOf(p: Poll, index: number): number {
  const answer = p.answers[index];
  if (answer === undefined) throw new Error(`no answer ${index}`);
  return answer.answer_id;
}

function errorsOf(response: LightMyRequestResponse): ErrorBody['metaData'] {
  return response.json<ErrorBody>().metaData;
}

test('[POL-01] an editor creates a poll and gets the markup that embeds it', async () => {
  const response = await createPoll({ question: '  Who wins on Sunday?  ', answers: [' Home ', 'Draw', 'Away'] });
  expect(response.statusCode).toBe(201);
  const created = response.json<{ data: EditorPoll }>().data;
  expect(created).toEqual({
    poll_id: expect.any(Number),
    question: 'Who wins on Sunday?',
    my_answer: null,
    is_closed: false,
    total_voting: 0,
    answers: [
      { answer_id: expect.any(Number), text: 'Home', answer_voting: 0, percent: 0 },
      { answer_id: expect.any(Number), text: 'Draw', answer_voting: 0, percent: 0 },
      { answer_id: expect.any(Number), text: 'Away', answer_voting: 0, percent: 0 },
    ],
    embed: `<div data-poll-id="${created.poll_id}"></div>`,
  });
  const { embed: _embed, ...asShown } = created;
  expect(await shown(created.poll_id)).toEqual(asShown);
  const [stored] = await app.db.select().from(polls).where(eq(polls.id, created.poll_id));
  expect(stored?.tenantId).toBe('tribune');
  expect(stored?.createdByUserId).toEqual(expect.any(Number));
});

test('[POL-01] a guest votes with a visitor id: counts, rounded percent and my_answer', async () => {
  const p = await poll(['Yes', 'No', 'Maybe']);
  const [yes, no, maybe] = [answerOf(p, 0), answerOf(p, 1), answerOf(p, 2)];
  const first = newVisitor();
  const response = await vote(p.poll_id, { poll_id: p.poll_id, answer_id: yes }, { visitor: first });
  expect(response.statusCode).toBe(201);
  const after = response.json<{ data: Poll }>().data;
  expect(after.my_answer).toBe(yes);
  expect(after.total_voting).toBe(1);
  expect(after.answers.map((a) => [a.answer_voting, a.percent])).toEqual([
    [1, 100],
    [0, 0],
    [0, 0],
  ]);

  expect((await vote(p.poll_id, { poll_id: p.poll_id, answer_id: yes })).statusCode).toBe(201);
  expect((await vote(p.poll_id, { poll_id: p.poll_id, answer_id: no })).statusCode).toBe(201);
  const mine = await shown(p.poll_id, { visitor: first });
  expect(mine.my_answer).toBe(yes);
  expect(mine.total_voting).toBe(3);
  // 2/3 and 1/3, rounded.
  expect(mine.answers.map((a) => [a.answer_id, a.answer_voting, a.percent])).toEqual([
    [yes, 2, 67],
    [no, 1, 33],
    [maybe, 0, 0],
  ]);
  // Someone else has not voted.
  expect((await shown(p.poll_id, { visitor: newVisitor() })).my_answer).toBeNull();
  // The show answer is the asker's: never kept by a shared cache.
  expect((await show(p.poll_id, { visitor: first })).headers['cache-control']).toBe('private, no-store');
});

test('[POL-01] one vote per visitor id: a second vote is refused with a 422 and changes nothing', async () => {
  const p = await poll();
  const visitor = newVisitor();
  expect((await vote(p.poll_id, { poll_id: p.poll_id, answer_id: answerOf(p, 0) }, { visitor })).statusCode).toBe(201);
  for (const index of [0, 1]) {
    const again = await vote(p.poll_id, { poll_id: p.poll_id, answer_id: answerOf(p, index) }, { visitor });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      data: null,
      metaData: {
        message: 'You have already voted in this poll.',
        errors: { poll_id: ['You have already voted in this poll.'] },
      },
    });
  }
  const after = await shown(p.poll_id, { visitor });
  expect(after.total_voting).toBe(1);
  expect(after.my_answer).toBe(answerOf(p, 0));
  expect(after.answers.map((a) => a.answer_voting)).toEqual([1, 0, 0]);
});

test('[POL-01] racing votes of one visitor count once', async () => {
  const p = await poll();
  const visitor = newVisitor();
  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, n) =>
      vote(p.poll_id, { poll_id: p.poll_id, answer_id: answerOf(p, n % 3) }, { visitor }),
    ),
  );
  expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
  const after = await shown(p.poll_id, { visitor });
  expect(after.total_voting).toBe(1);
  expect(after.answers.reduce((sum, a) => sum + a.answer_voting, 0)).toBe(1);
  const [votes] = await app.db.select({ n: count() }).from(pollVotes).where(eq(pollVotes.pollId, p.poll_id));
  expect(votes?.n).toBe(1);
});

test('[POL-01] a logged-in fan votes once as a user, whatever browser they use', async () => {
  const p = await poll();
  const response = await vote(p.poll_id, { poll_id: p.poll_id, answer_id: answerOf(p, 1) }, { token: fan });
  expect(response.statusCode).toBe(201);
  expect(response.json<{ data: Poll }>().data.my_answer).toBe(answerOf(p, 1));
  // Another browser (another visitor id), same account: the account has voted.
  const again = await vote(p.poll_id, { poll_id: p.poll_id, answer_id: answerOf(p, 2) }, { token: fan });
  expect(again.statusCode).toBe(422);
  expect(errorsOf(again).errors).toEqual({ poll_id: ['You have already voted in this poll.'] });
  expect((await shown(p.poll_id, { token: fan, visitor: newVisitor() })).my_answer).toBe(answerOf(p, 1));
  // Another fan has not.
  expect((await shown(p.poll_id, { token: otherFan })).my_answer).toBeNull();
  const [stored] = await app.db.select().from(pollVotes).where(eq(pollVotes.pollId, p.poll_id));
  expect(stored?.voterKey).toMatch(/^user:\d+$/);
});

test('[POL-01] a vote for an answer of another poll is a 422 under answer_id', async () => {
  const [p, other] = await Promise.all([poll(), poll(['Left', 'Right'])]);
  const response = await vote(p.poll_id, { poll_id: p.poll_id, answer_id: answerOf(other, 0) });
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    data: null,
    metaData: {
      message: 'This answer does not belong to this poll.',
      errors: { answer_id: ['This answer does not belong to this poll.'] },
    },
  });
  const unknown = await vote(p.poll_id, { poll_id: p.poll_id, answer_id: 2_000_000_000 });
  expect(unknown.statusCode).toBe(422);
  expect(errorsOf(unknown).errors).toEqual({ answer_id: ['This answer does not belong to this poll.'] });
  expect((await shown(p.poll_id)).total_voting).toBe(0);
  expect((await shown(other.poll_id)).total_voting).toBe(0);
});

test('[POL-01] the poll_id of the body must be the poll of the address', async () => {
  const [p, other] = await Promise.all([poll(), poll()]);
  const response = await vote(p.poll_id, { poll_id: other.poll_id, answer_id: answerOf(other, 0) });
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    data: null,
    metaData: {
      message: 'The poll_id does not match the poll in the address.',
      errors: { poll_id: ['The poll_id does not match the poll in the address.'] },
    },
  });
  expect((await shown(other.poll_id)).total_voting).toBe(0);
});

test('[POL-01] bad vote bodies get 422 per field; a bad address a 400; neither user nor visitor a 400', async () => {
  const p = await poll();
  const missing = await vote(p.poll_id, { poll_id: p.poll_id });
  expect(missing.statusCode).toBe(422);
  expect(errorsOf(missing).errors).toEqual({ answer_id: ['The answer field is required.'] });
  const text = await vote(p.poll_id, { poll_id: p.poll_id, answer_id: 'one' });
  expect(text.statusCode).toBe(422);
  expect(errorsOf(text).errors).toEqual({ answer_id: ['The answer field must be a number.'] });
  const empty = await vote(p.poll_id, {});
  expect(empty.statusCode).toBe(422);
  expect(Object.keys(errorsOf(empty).errors ?? {}).sort()).toEqual(['answer_id', 'poll_id']);

  for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
    const badShow = await show(id);
    expect(badShow.statusCode).toBe(400);
    expect(badShow.json<ErrorBody>().data).toBeNull();
    expect((await vote(id, { poll_id: 1, answer_id: 1 })).statusCode).toBe(400);
  }

  const anonymous = await vote(p.poll_id, { poll_id: p.poll_id, answer_id: answerOf(p, 0) }, { visitor: '' });
  expect(anonymous.statusCode).toBe(400);
  expect(errorsOf(anonymous).message).toBe('A visitor id (X-Visitor-Id) or a login is needed to vote.');
});

test('[POL-01] an unknown poll is a 404 in the error shape', async () => {
  const response = await show(2_000_000_000);
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ data: null, metaData: { message: 'This poll does not exist.' } });
  const voted = await vote(2_000_000_000, { poll_id: 2_000_000_000, answer_id: 1 });
  expect(voted.statusCode).toBe(404);
  expect(voted.json()).toEqual({ data: null, metaData: { message: 'This poll does not exist.' } });
  const mismatched = await vote(2_000_000_000, { poll_id: 1, answer_id: 1 });
  expect(mismatched.statusCode).toBe(404);
  const closed = await apiRequest(app, {
    method: 'PATCH',
    url: '/api/v2/polls/2000000000',
    token: editor,
    payload: { is_closed: true },
  });
  expect(closed.statusCode).toBe(404);
  expect(closed.json()).toEqual({ data: null, metaData: { message: 'This poll does not exist.' } });
});

test('[POL-01] a closed poll takes no votes and keeps its results; reopened, it does again', async () => {
  const p = await poll();
  expect((await vote(p.poll_id, { poll_id: p.poll_id, answer_id: answerOf(p, 2) })).statusCode).toBe(201);
  const closing = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/polls/${p.poll_id}`,
    token: editor,
    payload: { is_closed: true },
  });
  expect(closing.statusCode).toBe(200);
  const closed = closing.json<{ data: EditorPoll }>().data;
  expect(closed.is_closed).toBe(true);
  expect(closed.total_voting).toBe(1);
  expect(closed.embed).toBe(`<div data-poll-id="${p.poll_id}"></div>`);

  const refused = await vote(p.poll_id, { poll_id: p.poll_id, answer_id: answerOf(p, 0) });
  expect(refused.statusCode).toBe(422);
  expect(refused.json()).toEqual({
    data: null,
    metaData: { message: 'This poll is closed.', errors: { poll_id: ['This poll is closed.'] } },
  });
  const dutch = await vote(p.poll_id, { poll_id: p.poll_id, answer_id: answerOf(p, 0) }, { language: 'nl' });
  expect(errorsOf(dutch).message).toBe('Deze poll is gesloten.');
  const results = await shown(p.poll_id);
  expect(results).toMatchObject({ is_closed: true, total_voting: 1 });
  expect(results.answers.map((a) => a.percent)).toEqual([0, 0, 100]);

  const reopening = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/polls/${p.poll_id}`,
    token: editor,
    payload: { is_closed: false },
  });
  expect(reopening.json<{ data: Poll }>().data.is_closed).toBe(false);
  expect((await vote(p.poll_id, { poll_id: p.poll_id, answer_id: answerOf(p, 0) })).statusCode).toBe(201);
});

test('[POL-01] only editors create and close polls: 401 for a guest, 403 for a fan', async () => {
  const guest = await createPoll({ question: 'Q?', answers: ['A', 'B'] }, { token: undefined });
  expect(guest.statusCode).toBe(401);
  expect(guest.json<ErrorBody>().data).toBeNull();
  const fanCreate = await createPoll({ question: 'Q?', answers: ['A', 'B'] }, { token: fan });
  expect(fanCreate.statusCode).toBe(403);
  expect(fanCreate.json()).toEqual({ data: null, metaData: { message: 'Only editors can do this.' } });
  // The role is checked before the body: a fan's bad body is still a 403.
  expect((await createPoll({}, { token: fan })).statusCode).toBe(403);

  const p = await poll();
  const fanClose = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/polls/${p.poll_id}`,
    token: fan,
    payload: { is_closed: true },
  });
  expect(fanClose.statusCode).toBe(403);
  const guestClose = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/polls/${p.poll_id}`,
    payload: { is_closed: true },
  });
  expect(guestClose.statusCode).toBe(401);
  expect((await shown(p.poll_id)).is_closed).toBe(false);

  const badBody = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/polls/${p.poll_id}`,
    token: editor,
    payload: { is_closed: 'yes' },
  });
  expect(badBody.statusCode).toBe(422);
  expect(errorsOf(badBody).errors).toEqual({ is_closed: ['The closed field must be true or false.'] });
});

test('[POL-01] a poll needs a question and 2 to 10 distinct, non-empty answers (422 per field)', async () => {
  const cases: [Record<string, unknown>, Record<string, string[]>][] = [
    [{ question: '   ', answers: ['A', 'B'] }, { question: ['The poll needs a question.'] }],
    [{ question: 'Q'.repeat(301), answers: ['A', 'B'] }, { question: ['The question may be at most 300 characters.'] }],
    [{ question: 'Q?', answers: ['Only one'] }, { answers: ['A poll needs 2 to 10 answers.'] }],
    [
      { question: 'Q?', answers: Array.from({ length: 11 }, (_, n) => `Answer ${n}`) },
      { answers: ['A poll needs 2 to 10 answers.'] },
    ],
    [{ question: 'Q?', answers: ['A', '  '] }, { 'answers.1': ['An answer may not be empty.'] }],
    [
      { question: 'Q?', answers: ['A'.repeat(151), 'B'] },
      { 'answers.0': ['An answer may be at most 150 characters.'] },
    ],
    [{ question: 'Q?', answers: ['Yes', 'No', ' yes '] }, { 'answers.2': ['This answer is already in the poll.'] }],
    [
      { question: '', answers: [] },
      { question: ['The poll needs a question.'], answers: ['A poll needs 2 to 10 answers.'] },
    ],
    [{ answers: ['A', 'B'] }, { question: ['The question field is required.'] }],
    [{ question: 'Q?', answers: 'A, B' }, { answers: ['The answers field is invalid.'] }],
    [{ question: 'Q?', answers: ['A', 7] }, { 'answers.1': ['The answers field must be a string.'] }],
  ];
  for (const [payload, errors] of cases) {
    const response = await createPoll(payload);
    expect({ payload, status: response.statusCode, errors: errorsOf(response).errors }).toEqual({
      payload,
      status: 422,
      errors,
    });
    expect(response.json<ErrorBody>().data).toBeNull();
  }
  const dutch = await createPoll({ question: 'Vraag?', answers: ['Ja'] }, { language: 'nl' });
  expect(errorsOf(dutch).errors).toEqual({ answers: ['Een poll heeft 2 tot 10 antwoorden nodig.'] });
  // A 150-character answer and a 300-character question (counted in characters, not UTF-16 units) are fine.
  const longest = await createPoll({ question: '⚽'.repeat(300), answers: ['é'.repeat(150), 'B'] });
  expect(longest.statusCode).toBe(201);
});

test('[POL-01] hostile strings as question and answers are stored and returned as plain text', async () => {
  const corpus = readFileSync(path.join(__dirname, '../../../../../test-data/xss-corpus.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  expect(corpus.length).toBeGreaterThan(20);
  for (let start = 0; start < corpus.length; start += 10) {
    const answers = corpus.slice(start, start + 10);
    if (answers.length < 2) answers.push('<b>plain</b>');
    const response = await createPoll({ question: answers[0], answers });
    expect(response.statusCode).toBe(201);
    const created = response.json<{ data: EditorPoll }>().data;
    expect(created.question).toBe(answers[0]);
    const again = await shown(created.poll_id);
    expect(again.question).toBe(answers[0]);
    expect(again.answers.map((a) => a.text)).toEqual(answers);
    const stored = await app.db
      .select({ text: pollAnswers.text })
      .from(pollAnswers)
      .where(eq(pollAnswers.pollId, created.poll_id))
      .orderBy(pollAnswers.position);
    expect(stored.map((row) => row.text)).toEqual(answers);
  }
});

test('[POL-01] tenants never see, vote on or close each other’s polls', async () => {
  const english = await poll(['A', 'B'], 'tribune');
  const dutch = await poll(['Ja', 'Nee'], 'tribune-nl');

  expect((await show(english.poll_id, { tenant: 'tribune-nl' })).statusCode).toBe(404);
  expect((await show(dutch.poll_id, { tenant: 'tribune' })).statusCode).toBe(404);
  expect((await shown(dutch.poll_id, { tenant: 'tribune-nl' })).question).toBe(dutch.question);

  const crossVote = await vote(
    english.poll_id,
    { poll_id: english.poll_id, answer_id: answerOf(english, 0) },
    { tenant: 'tribune-nl', token: dutchFan },
  );
  expect(crossVote.statusCode).toBe(404);
  // An answer of the other tenant's poll, on one's own poll.
  const crossAnswer = await vote(
    dutch.poll_id,
    { poll_id: dutch.poll_id, answer_id: answerOf(english, 0) },
    { tenant: 'tribune-nl' },
  );
  expect(crossAnswer.statusCode).toBe(422);
  expect(errorsOf(crossAnswer).errors).toEqual({ answer_id: ['This answer does not belong to this poll.'] });

  // The other tenant's editor is an editor there, not here.
  const crossClose = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/polls/${english.poll_id}`,
    token: dutchEditor,
    tenant: 'tribune-nl',
    payload: { is_closed: true },
  });
  expect(crossClose.statusCode).toBe(404);
  const foreignToken = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/polls/${english.poll_id}`,
    token: dutchEditor,
    tenant: 'tribune',
    payload: { is_closed: true },
  });
  expect(foreignToken.statusCode).toBe(401);
  expect((await shown(english.poll_id)).is_closed).toBe(false);
  expect((await shown(english.poll_id)).total_voting).toBe(0);

  const dutchVote = await vote(
    dutch.poll_id,
    { poll_id: dutch.poll_id, answer_id: answerOf(dutch, 1) },
    { tenant: 'tribune-nl', token: dutchFan },
  );
  expect(dutchVote.statusCode).toBe(201);
  expect((await shown(dutch.poll_id, { tenant: 'tribune-nl', token: dutchFan })).my_answer).toBe(answerOf(dutch, 1));
});

test('[POL-01] votes from one address are limited like other public writes (429)', async () => {
  // Across polls, since a guest has at most 3 votes per poll and address a day anyway (SEC-04).
  const made = await Promise.all(Array.from({ length: 20 }, () => poll()));
  const remoteAddress = '10.99.0.1';
  let last: LightMyRequestResponse | undefined;
  for (let n = 0; n < 61; n += 1) {
    const p = made[n % 20];
    if (p === undefined) throw new Error('no poll');
    last = await vote(p.poll_id, { poll_id: p.poll_id, answer_id: answerOf(p, n % 3) }, { remoteAddress });
  }
  expect(last?.statusCode).toBe(429);
  expect(last?.json<ErrorBody>().data).toBeNull();
  const totals = await Promise.all(made.map(async (p) => (await shown(p.poll_id)).total_voting));
  expect(totals.reduce((sum, n) => sum + n, 0)).toBe(60);
}, 30_000);

test('[POL-01] the demo: four polls per tenant in its language, one closed, voted on and placed in articles', async () => {
  for (const [tenant, question] of [
    ['tribune', 'Who will win the Eredivisie this season?'],
    ['tribune-nl', 'Wie wordt er dit seizoen kampioen van de Eredivisie?'],
  ] as const) {
    // The demo's polls are the ones no editor made.
    const demo = await app.db
      .select({ id: polls.id, question: polls.question, isClosed: polls.isClosed })
      .from(polls)
      .where(and(eq(polls.tenantId, tenant), isNull(polls.createdByUserId)))
      .orderBy(polls.id);
    expect(demo).toHaveLength(4);
    expect(demo[0]?.question).toBe(question);
    expect(demo.filter((row) => row.isClosed)).toHaveLength(1);

    for (const row of demo) {
      const seen = await shown(row.id, { tenant });
      expect(seen.total_voting).toBeGreaterThan(0);
      expect(seen.answers.reduce((sum, a) => sum + a.answer_voting, 0)).toBe(seen.total_voting);
      const [votes] = await app.db.select({ n: count() }).from(pollVotes).where(eq(pollVotes.pollId, row.id));
      expect(votes?.n).toBe(seen.total_voting);
      const holders = await app.db
        .select({ id: articles.id, kind: articles.kind })
        .from(articles)
        .where(and(eq(articles.tenantId, tenant), like(articles.content, `%<div data-poll-id="${row.id}"></div>%`)));
      expect(holders).toHaveLength(1);
      // The article page gets the placeholder through the sanitizer.
      const page = await apiRequest(app, { method: 'GET', url: `/api/v2/article/${holders[0]?.id}`, tenant });
      expect(page.statusCode).toBe(200);
      expect(page.json<{ data: { content: string } }>().data.content).toContain(`<div data-poll-id="${row.id}"></div>`);
    }
    // The demo fans' votes: one of theirs shows as my_answer.
    const [fanRow] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant), eq(users.username, tenant === 'tribune' ? 'TerraceTalk' : 'OranjeLeeuw')));
    const [fanVote] = await app.db
      .select({ pollId: pollVotes.pollId })
      .from(pollVotes)
      .where(eq(pollVotes.voterKey, `user:${fanRow?.id}`));
    expect(fanVote).toBeDefined();
  }

  // Idempotent: a second run adds nothing.
  const before = await app.db.select({ n: count() }).from(polls);
  const withPolls = like(articles.content, '%data-poll-id%');
  const placed = await app.db
    .select({ content: articles.content })
    .from(articles)
    .where(withPolls)
    .orderBy(asc(articles.id));
  await seedDemoPolls(app.db, { tenantId: 'tribune', language: 'en', userIds: [], now: new Date() });
  expect(await app.db.select({ n: count() }).from(polls)).toEqual(before);
  expect(
    await app.db.select({ content: articles.content }).from(articles).where(withPolls).orderBy(asc(articles.id)),
  ).toEqual(placed);
});
