import type { FastifyInstance } from 'fastify';
import { apiRequest, body, demoPassword } from '../../helper';
import { apps, once, type RealtimeHarness, startRealtimeApp, subscribed, subscriptionError } from './harness';

/**
 * PLT-05 / NOT-03: the channel authorisation endpoint. Logged-in users only; a user's own
 * `private-user-{id}` channel and never another's; presence members get a signed, minimal identity.
 * Ends with pusher-js using the real endpoint (form post, bearer token, X-Tenant-Id), as the browser does.
 */

jest.setTimeout(20_000);

let rt: RealtimeHarness;
let app: FastifyInstance;
beforeAll(async () => {
  rt = await startRealtimeApp();
  app = rt.app;
});
afterEach(() => rt.cleanup());
afterAll(() => rt.close());

async function login(username: string, tenant = 'tribune'): Promise<{ token: string; id: number }> {
  const response = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/login',
    tenant,
    payload: { login: username, password: demoPassword },
  });
  expect(response.statusCode).toBe(200);
  const data = body(response)['data'] as { authorization: string; id: number };
  return { token: data.authorization, id: data.id };
}

function authorise(options: { token?: string; tenant?: string; socketId?: string; channel: string }) {
  return apiRequest(app, {
    method: 'POST',
    url: '/api/broadcasting/auth',
    tenant: options.tenant ?? 'tribune',
    ...(options.token === undefined ? {} : { token: options.token }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      socket_id: options.socketId ?? '1234.5678',
      channel_name: options.channel,
    }).toString(),
  });
}

test('[PLT-05] guests cannot authorise any channel (401)', async () => {
  const response = await authorise({ channel: 'private-user-1' });
  expect(response.statusCode).toBe(401);
  expect(body(response)).toEqual({ data: null, metaData: { message: 'Unauthenticated.' } });
});

test("[PLT-05][NOT-03] a user gets their own private-user channel signed as Pusher signs it, never another user's", async () => {
  const fan = await login('fan');
  const own = await authorise({ token: fan.token, channel: `private-user-${fan.id}` });
  expect(own.statusCode).toBe(200);
  expect(own.json()).toEqual(rt.sdk().authorizeChannel('1234.5678', `private-user-${fan.id}`));

  const other = await authorise({ token: fan.token, channel: `private-user-${fan.id + 1}` });
  expect(other.statusCode).toBe(403);
  expect(body(other)).toEqual({ data: null, metaData: { message: 'You may not listen to this channel.' } });
  // Look-alikes of the own channel are not the own channel.
  for (const channel of [
    `private-user-${fan.id}0`,
    `private-user-0${fan.id}`,
    `private-user-${fan.id}-x`,
    'private-anything',
  ]) {
    expect((await authorise({ token: fan.token, channel })).statusCode).toBe(403);
  }
});

test('[PLT-05] private-managers is for managers only', async () => {
  const fan = await login('fan');
  const editor = await login('editor');
  expect((await authorise({ token: fan.token, channel: 'private-managers' })).statusCode).toBe(403);
  const allowed = await authorise({ token: editor.token, channel: 'private-managers' });
  expect(allowed.statusCode).toBe(200);
  expect(allowed.json()).toEqual(rt.sdk().authorizeChannel('1234.5678', 'private-managers'));
});

test('[PLT-05] presence channels of fixtures and articles give any logged-in user a signed, minimal identity', async () => {
  const fan = await login('fan');
  const response = await authorise({ token: fan.token, channel: 'presence-fixture-12' });
  expect(response.statusCode).toBe(200);
  const answer = response.json() as { auth: string; channel_data: string };
  const member = JSON.parse(answer.channel_data) as { user_id: string; user_info: Record<string, unknown> };
  expect(member).toEqual({ user_id: String(fan.id), user_info: { username: 'fan', image: null } });
  expect(answer.channel_data).not.toContain('@');
  expect(answer.auth).toBe(rt.sdk().authorizeChannel('1234.5678', 'presence-fixture-12', member).auth);
  expect((await authorise({ token: fan.token, channel: 'presence-secret-room' })).statusCode).toBe(403);
});

test('[NR-04] the newsroom presence of an article is for newsroom users: a guest author, a junior editor, a manager', async () => {
  const channel = 'presence-newsroom-article-12';
  const fan = await login('fan');
  expect((await authorise({ token: fan.token, channel })).statusCode).toBe(403);
  for (const username of ['author', 'junior', 'editor']) {
    const member = await login(username);
    const answer = await authorise({ token: member.token, channel });
    expect([username, answer.statusCode]).toEqual([username, 200]);
    expect(JSON.parse(answer.json<{ channel_data: string }>().channel_data)).toMatchObject({
      user_id: String(member.id),
      user_info: { username },
    });
  }
});

test('[PLT-05] a malformed socket id or channel is refused; a token of another tenant is a 401', async () => {
  const fan = await login('fan');
  const badSocket = await authorise({ token: fan.token, socketId: 'abc', channel: `private-user-${fan.id}` });
  expect(badSocket.statusCode).toBe(422);
  expect(body(badSocket)['metaData']).toMatchObject({ errors: { socket_id: expect.any(Array) } });
  expect((await authorise({ token: fan.token, channel: 'private-has space' })).statusCode).toBe(403);
  expect(
    (await authorise({ token: fan.token, tenant: 'tribune-nl', channel: `private-user-${fan.id}` })).statusCode,
  ).toBe(401);
});

test('[PLT-05][NOT-03] pusher-js authorises through the real endpoint and receives what app.realtime.publish sends', async () => {
  const fan = await login('fan');
  const client = await rt.connectedClient({
    channelAuthorization: {
      endpoint: `http://127.0.0.1:${rt.port}/api/broadcasting/auth`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${fan.token}`, 'X-Tenant-Id': 'tribune' },
    },
  });
  const own = client.subscribe(`private-user-${fan.id}`);
  await subscribed(own);
  const notified = once(own, 'notification');
  const tenant = await app.tenants.findById('tribune');
  if (tenant === undefined) throw new Error('tenant missing');
  expect(await app.realtime.publish(tenant, `private-user-${fan.id}`, 'notification', { id: 1, type: 'reply' })).toBe(
    true,
  );
  expect(await notified).toEqual({ id: 1, type: 'reply' });

  const other = client.subscribe(`private-user-${fan.id + 1}`);
  expect(await subscriptionError(other)).toMatchObject({ type: 'AuthError', status: 403 });
  expect(apps.tribune.key).toBe(tenant.realtime.key);
});
