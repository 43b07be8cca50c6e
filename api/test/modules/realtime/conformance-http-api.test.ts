import { createHash, createHmac } from 'node:crypto';
import { apps, eventually, once, type RealtimeHarness, startRealtimeApp, subscribed, uniqueChannel } from './harness';

/**
 * PLT-05 conformance, the Pusher HTTP API: the signed-request check (key, timestamp window, body md5,
 * signature), input limits with Pusher's status codes, batch events, and channel info and lists. The
 * SDK publishes and queries; requests it would never send are signed by hand.
 */

jest.setTimeout(20_000);

let rt: RealtimeHarness;
beforeAll(async () => {
  rt = await startRealtimeApp();
});
afterEach(() => rt.cleanup());
afterAll(() => rt.close());

interface SignOptions {
  method?: string;
  path?: string;
  body?: string;
  query?: Record<string, string>;
  key?: string;
  secret?: string;
  timestamp?: number;
  /** Send a body other than the one signed (its md5 in the query no longer matches). */
  sentBody?: string;
  bodyMd5?: string;
}

/** A request signed by hand as rest-api.md describes, so tests can break one part at a time. */
async function signedFetch(options: SignOptions = {}) {
  const method = options.method ?? 'POST';
  const path = options.path ?? `/apps/${apps.tribune.appId}/events`;
  const params: Record<string, string> = {
    auth_key: options.key ?? apps.tribune.key,
    auth_timestamp: String(options.timestamp ?? Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    ...options.query,
  };
  if (options.body !== undefined)
    params['body_md5'] = options.bodyMd5 ?? createHash('md5').update(options.body).digest('hex');
  const query = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  const signature = createHmac('sha256', options.secret ?? apps.tribune.secret)
    .update(`${method}\n${path}\n${query}`)
    .digest('hex');
  const url = `http://127.0.0.1:${rt.port}${path}?${query}&auth_signature=${signature}`;
  const body = options.sentBody ?? options.body;
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const event = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ name: 'Goal', data: '{"minute":12}', channels: ['fixture-1'], ...overrides });

describe('signed requests', () => {
  test('[PLT-05] a correctly signed POST /apps/{id}/events is accepted with {}', async () => {
    expect(await signedFetch({ body: event() })).toEqual({ status: 200, body: {} });
  });

  test('[PLT-05] a bad signature, wrong key, tampered body or missing auth is refused with 401', async () => {
    const badSignature = await signedFetch({ body: event(), secret: 'wrong-secret' });
    expect(badSignature).toMatchObject({
      status: 401,
      body: { data: null, metaData: { message: 'Invalid signature' } },
    });
    expect((await signedFetch({ body: event(), key: apps.tribuneNl.key, secret: apps.tribuneNl.secret })).status).toBe(
      401,
    );
    const tampered = await signedFetch({ body: event(), sentBody: event({ data: '{"minute":13}' }) });
    expect(tampered).toMatchObject({
      status: 401,
      body: { metaData: { message: 'body_md5 does not match the body' } },
    });
    expect((await signedFetch({ body: event(), bodyMd5: '0'.repeat(32) })).status).toBe(401);
    const unsigned = await fetch(`http://127.0.0.1:${rt.port}/apps/${apps.tribune.appId}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: event(),
    });
    expect(unsigned.status).toBe(401);
  });

  test('[PLT-05] timestamps more than 600 s away are refused; within the window they are accepted', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await signedFetch({ body: event(), timestamp: now - 700 })).status).toBe(401);
    expect((await signedFetch({ body: event(), timestamp: now + 700 })).status).toBe(401);
    expect((await signedFetch({ body: event(), timestamp: now - 500 })).status).toBe(200);
    expect((await signedFetch({ body: event(), timestamp: now + 500 })).status).toBe(200);
  });

  test('[PLT-05] an unknown app id is a 404', async () => {
    const response = await signedFetch({ path: '/apps/999999/events', body: event() });
    expect(response).toMatchObject({ status: 404, body: { data: null } });
    await expect(rt.sdk(apps.tribune, { appId: '999999' }).trigger('fixture-1', 'Goal', {})).rejects.toMatchObject({
      status: 404,
    });
  });

  test('[PLT-05] query values with - and , are verified as the SDK signs them (decoded, sorted, lower-cased keys)', async () => {
    const response = await rt
      .sdk()
      .get({ path: '/channels', params: { filter_by_prefix: 'presence-', info: 'user_count,subscription_count' } });
    expect(response.status).toBe(200);
    const byHand = await signedFetch({
      method: 'GET',
      path: `/apps/${apps.tribune.appId}/channels`,
      query: { filter_by_prefix: 'presence-' },
    });
    expect(byHand).toEqual({ status: 200, body: { channels: {} } });
  });
});

describe('input limits', () => {
  test('[PLT-05] data over 10 KB is a 413', async () => {
    await expect(rt.sdk().trigger('fixture-1', 'Big', 'x'.repeat(10 * 1024 + 1))).rejects.toMatchObject({
      status: 413,
    });
    expect((await rt.sdk().trigger('fixture-1', 'JustFits', 'x'.repeat(10 * 1024))).status).toBe(200);
  });

  test('[PLT-05] over 100 channels, an event name over 200, a missing name or data, bad JSON or a bad channel are 400s', async () => {
    const channels = Array.from({ length: 101 }, (_, i) => `fixture-${i}`);
    expect((await signedFetch({ body: event({ channels }) })).status).toBe(400);
    expect((await signedFetch({ body: event({ name: 'e'.repeat(201) }) })).status).toBe(400);
    expect((await signedFetch({ body: JSON.stringify({ data: '{}', channels: ['a'] }) })).status).toBe(400);
    expect((await signedFetch({ body: JSON.stringify({ name: 'Goal', channels: ['a'] }) })).status).toBe(400);
    expect(
      (await signedFetch({ body: JSON.stringify({ name: 'Goal', data: { not: 'a string' }, channels: ['a'] }) }))
        .status,
    ).toBe(400);
    expect((await signedFetch({ body: JSON.stringify({ name: 'Goal', data: '{}', channels: [] }) })).status).toBe(400);
    expect((await signedFetch({ body: event({ channels: ['has space'] }) })).status).toBe(400);
    expect((await signedFetch({ body: event({ socket_id: 'abc' }) })).status).toBe(400);
    const badJson = await signedFetch({ body: '{"name": "Goal",' });
    expect(badJson).toMatchObject({
      status: 400,
      body: { data: null, metaData: { message: 'The body is not valid JSON' } },
    });
  });

  test('[PLT-05] a batch of more than 10 events is a 400', async () => {
    const batch = Array.from({ length: 11 }, (_, i) => ({ channel: `fixture-${i}`, name: 'Goal', data: '{}' }));
    await expect(rt.sdk().triggerBatch(batch)).rejects.toMatchObject({ status: 400 });
  });
});

describe('publishing and queries', () => {
  test('[PLT-05] batch_events with two events on two channels delivers both', async () => {
    const [first, second] = [uniqueChannel(), uniqueChannel()];
    const client = await rt.connectedClient();
    const a = client.subscribe(first);
    const b = client.subscribe(second);
    await Promise.all([subscribed(a), subscribed(b)]);
    const gotA = once(a, 'Goal');
    const gotB = once(b, 'Card');
    const response = await rt.sdk().triggerBatch([
      { channel: first, name: 'Goal', data: { minute: 3 } },
      { channel: second, name: 'Card', data: { colour: 'yellow' } },
    ]);
    expect(response.status).toBe(200);
    expect(await gotA).toEqual({ minute: 3 });
    expect(await gotB).toEqual({ colour: 'yellow' });
  });

  test('[PLT-05] a trigger with info returns the channels’ subscription counts', async () => {
    const channel = uniqueChannel();
    const client = await rt.connectedClient();
    await subscribed(client.subscribe(channel));
    const response = await rt.sdk().trigger(channel, 'Goal', {}, { info: 'subscription_count' });
    expect(await response.json()).toEqual({ channels: { [channel]: { subscription_count: 1 } } });
  });

  test('[PLT-05] GET /channels lists exactly the occupied channels, filters by prefix, and forgets vacated ones', async () => {
    const tag = uniqueChannel('list');
    const publicChannel = `${tag}-public`;
    const presenceChannel = `presence-fixture-${tag.replace(/\D/g, '')}`;
    const client = await rt.connectedClient({
      channelAuthorization: rt.authorizer(apps.tribune, () => ({ user_id: 'u1', user_info: {} })),
    });
    await Promise.all([subscribed(client.subscribe(publicChannel)), subscribed(client.subscribe(presenceChannel))]);

    const all = (await (await rt.sdk().get({ path: '/channels', params: {} })).json()) as {
      channels: Record<string, unknown>;
    };
    expect(all.channels).toMatchObject({ [publicChannel]: {}, [presenceChannel]: {} });
    const filtered = await rt
      .sdk()
      .get({ path: '/channels', params: { filter_by_prefix: 'presence-', info: 'user_count' } });
    const presenceOnly = (await filtered.json()) as { channels: Record<string, unknown> };
    expect(presenceOnly.channels[presenceChannel]).toEqual({ user_count: 1 });
    expect(Object.keys(presenceOnly.channels).every((name) => name.startsWith('presence-'))).toBe(true);
    // user_count needs the presence filter.
    await expect(rt.sdk().get({ path: '/channels', params: { info: 'user_count' } })).rejects.toMatchObject({
      status: 400,
    });

    const one = await rt
      .sdk()
      .get({ path: `/channels/${presenceChannel}`, params: { info: 'user_count,subscription_count' } });
    expect(await one.json()).toEqual({ occupied: true, user_count: 1, subscription_count: 1 });
    const users = await rt.sdk().get({ path: `/channels/${presenceChannel}/users`, params: {} });
    expect(await users.json()).toEqual({ users: [{ id: 'u1' }] });
    await expect(rt.sdk().get({ path: `/channels/${publicChannel}/users`, params: {} })).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      rt.sdk().get({ path: `/channels/${publicChannel}`, params: { info: 'user_count' } }),
    ).rejects.toMatchObject({ status: 400 });

    client.disconnect();
    const vacated = await eventually(async () => {
      const list = (await (await rt.sdk().get({ path: '/channels', params: {} })).json()) as {
        channels: Record<string, unknown>;
      };
      return !(publicChannel in list.channels) && !(presenceChannel in list.channels);
    });
    expect(vacated).toBe(true);
    const gone = await rt.sdk().get({ path: `/channels/${publicChannel}`, params: {} });
    expect(await gone.json()).toEqual({ occupied: false });
  });

  test("[PLT-05] channel lists are per tenant: one tenant never sees another's channels", async () => {
    const channel = uniqueChannel();
    const dutch = await rt.connectedClient({ key: apps.tribuneNl.key });
    await subscribed(dutch.subscribe(channel));
    const dutchList = (await (await rt.sdk(apps.tribuneNl).get({ path: '/channels', params: {} })).json()) as {
      channels: Record<string, unknown>;
    };
    const englishList = (await (await rt.sdk(apps.tribune).get({ path: '/channels', params: {} })).json()) as {
      channels: Record<string, unknown>;
    };
    expect(channel in dutchList.channels).toBe(true);
    expect(channel in englishList.channels).toBe(false);
  });
});
