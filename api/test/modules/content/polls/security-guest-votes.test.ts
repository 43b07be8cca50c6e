import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ErrorBody } from '../../../community-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';

/**
 * SEC-04 (issue 29, decision 0048): a guest's poll vote is bound to the signed visitor cookie the server
 * issued, not to the client-chosen `X-Visitor-Id`, and guest votes per poll and client address are capped.
 */
interface Poll {
  poll_id: number;
  total_voting: number;
  my_answer: number | null;
  answers: { answer_id: number }[];
}

let app: FastifyInstance;
let editor: string;
let fan: string;

beforeAll(async () => {
  app = await buildTestApp();
  [editor, fan] = await Promise.all([loginToken(app, { login: 'editor' }), loginToken(app, { login: 'fan' })]);
}, 120_000);

afterAll(async () => {
  await app.close();
});

let made = 0;
async function newPoll(): Promise<Poll> {
  made += 1;
  const response = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/polls',
    token: editor,
    payload: { question: `Security question ${made}?`, answers: ['Yes', 'No'] },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: Poll }>().data;
}

let visitors = 0;
function newVisitor(): string {
  visitors += 1;
  return `Sec04Vis${String(visitors).padStart(2, '0')}`;
}

function vote(
  p: Poll,
  options: { cookie?: string; remoteAddress: string; token?: string; language?: 'en' | 'nl' },
): Promise<LightMyRequestResponse> {
  return apiRequest(app, {
    method: 'POST',
    url: `/api/front/v1/poll/${p.poll_id}/vote`,
    remoteAddress: options.remoteAddress,
    token: options.token,
    language: options.language,
    headers: { 'x-visitor-id': newVisitor(), ...(options.cookie === undefined ? {} : { cookie: options.cookie }) },
    payload: { poll_id: p.poll_id, answer_id: p.answers[0]?.answer_id },
  });
}

/** The `name=value` of the visitor cookie an answer sets, checking its attributes. */
function issuedCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const all = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const cookie = all.find((value) => value.startsWith('tribune_visitor='));
  if (cookie === undefined) throw new Error(`no visitor cookie: ${JSON.stringify(header)}`);
  expect(cookie).toMatch(/; HttpOnly/i);
  expect(cookie).toMatch(/; SameSite=Lax/i);
  expect(cookie).not.toMatch(/; Secure/i);
  return cookie.split(';')[0] ?? '';
}

async function total(p: Poll): Promise<number> {
  const response = await apiRequest(app, { method: 'GET', url: `/api/v1/poll/${p.poll_id}/show` });
  return response.json<{ data: Poll }>().data.total_voting;
}

test('[SEC-04] five fresh X-Visitor-Ids without a cookie count no vote; each answer sets the cookie and asks to vote again', async () => {
  const p = await newPoll();
  for (let n = 0; n < 5; n += 1) {
    const response = await vote(p, { remoteAddress: '10.40.0.1' });
    expect(response.statusCode).toBe(428);
    expect(response.json<ErrorBody>().metaData.message).toBe('Your browser was not recognised yet. Please vote again.');
    issuedCookie(response);
  }
  const dutch = await vote(p, { remoteAddress: '10.40.0.1', language: 'nl' });
  expect(dutch.json<ErrorBody>().metaData.message).toBe('Je browser werd nog niet herkend. Stem alsjeblieft opnieuw.');
  expect(await total(p)).toBe(0);
});

test('[SEC-04] with the issued cookie a guest votes once per cookie, whatever X-Visitor-Id it sends', async () => {
  const p = await newPoll();
  const shown = await apiRequest(app, {
    method: 'GET',
    url: `/api/v1/poll/${p.poll_id}/show`,
    headers: { 'x-visitor-id': newVisitor() },
  });
  const cookie = issuedCookie(shown);
  const first = await vote(p, { cookie, remoteAddress: '10.40.1.1' });
  expect(first.statusCode).toBe(201);
  expect(first.headers['set-cookie']).toBeUndefined();
  expect(first.json<{ data: Poll }>().data.my_answer).toBe(p.answers[0]?.answer_id);
  for (let n = 0; n < 4; n += 1) {
    // Fresh X-Visitor-Ids and fresh addresses: the cookie is the voter.
    const again = await vote(p, { cookie, remoteAddress: `10.40.1.${n + 2}` });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json<ErrorBody>().metaData.errors ?? {})).toEqual(['poll_id']);
  }
  expect(await total(p)).toBe(1);
  const mine = await apiRequest(app, {
    method: 'GET',
    url: `/api/v1/poll/${p.poll_id}/show`,
    headers: { 'x-visitor-id': newVisitor(), cookie },
  });
  expect(mine.json<{ data: Poll }>().data.my_answer).toBe(p.answers[0]?.answer_id);
});

test('[SEC-04] a forged, altered or unsigned visitor cookie is not accepted', async () => {
  const p = await newPoll();
  const real = issuedCookie(await vote(p, { remoteAddress: '10.40.2.1' }));
  const [id] = real.replace('tribune_visitor=', '').split('.');
  for (const cookie of [
    `tribune_visitor=${'a'.repeat(32)}`,
    `tribune_visitor=${'a'.repeat(32)}.${'0'.repeat(64)}`,
    `tribune_visitor=${id ?? ''}.${'f'.repeat(64)}`,
    `tribune_visitor=${'b'.repeat(32)}${real.slice(real.indexOf('.'))}`,
  ]) {
    const response = await vote(p, { cookie, remoteAddress: '10.40.2.2' });
    expect([cookie, response.statusCode]).toEqual([cookie, 428]);
    issuedCookie(response);
  }
  expect(await total(p)).toBe(0);
});

test('[SEC-04] at most 3 guest votes per poll and client address a day (429 in the error shape, English and Dutch)', async () => {
  const p = await newPoll();
  const remoteAddress = '10.40.3.1';
  const cookies: string[] = [];
  for (let n = 0; n < 5; n += 1) cookies.push(issuedCookie(await vote(p, { remoteAddress: `10.40.4.${n + 1}` })));
  for (const cookie of cookies.slice(0, 3)) expect((await vote(p, { cookie, remoteAddress })).statusCode).toBe(201);
  const fourth = await vote(p, { cookie: cookies[3], remoteAddress });
  expect(fourth.statusCode).toBe(429);
  expect(fourth.json<ErrorBody>()).toEqual({
    data: null,
    metaData: {
      message: 'At most 3 guest votes per day can be cast in this poll from your connection. Log in to vote.',
    },
  });
  const dutch = await vote(p, { cookie: cookies[4], remoteAddress, language: 'nl' });
  expect(dutch.statusCode).toBe(429);
  expect(dutch.json<ErrorBody>().metaData.message).toBe(
    'Vanaf je verbinding kunnen per dag hoogstens 3 gaststemmen in deze poll worden uitgebracht. Log in om te stemmen.',
  );
  expect(await total(p)).toBe(3);
  // Another poll from the same address, and a signed-in fan in this one, are not limited by it.
  const other = await newPoll();
  expect((await vote(other, { cookie: cookies[3], remoteAddress })).statusCode).toBe(201);
  expect((await vote(p, { token: fan, remoteAddress })).statusCode).toBe(201);
  expect(await total(p)).toBe(4);
});

test('[SEC-04] a signed-in fan votes as before: no cookie needed, once per account', async () => {
  const p = await newPoll();
  const first = await vote(p, { token: fan, remoteAddress: '10.40.5.1' });
  expect(first.statusCode).toBe(201);
  expect(first.headers['set-cookie']).toBeUndefined();
  const again = await vote(p, { token: fan, remoteAddress: '10.40.5.2' });
  expect(again.statusCode).toBe(422);
  expect(await total(p)).toBe(1);
});
