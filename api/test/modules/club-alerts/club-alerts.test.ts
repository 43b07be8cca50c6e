import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../../src/app';
import { devAdminToken, loadConfig } from '../../../src/config';
import { type DatabaseHandle, openDatabase } from '../../../src/db/client';
import { clubAlertPreferences, matchAlertDeliveries } from '../../../src/modules/club-alerts/schema';
import { fixtureEvents, fixtures, matchEvents } from '../../../src/modules/matchcenter/schema';
import {
  isPublicAddress,
  NonPublicAddressError,
  publicOnlyLookup,
} from '../../../src/modules/web-push/delivery/push-address';
import { deliverPush } from '../../../src/modules/web-push/delivery/push-delivery';
import { pushSubscriptions } from '../../../src/modules/web-push/schema';
import { createWebPushRepository } from '../../../src/modules/web-push/web-push-repository';
import { apiRequest, buildTestApp, loginToken } from '../../helper';
import { createBrowserPushKeys, type LocalPushService, startLocalPushService } from '../../support/local-push-service';

/**
 * CLB-03: alerts for a fan's club, against a real API over a fresh database with the demo season,
 * the operator's match commands, and a local push service that checks the VAPID signature and
 * decrypts each push as the browser would.
 */

jest.setTimeout(120_000);

let app: FastifyInstance;
let pushService: LocalPushService;
let fan: string;

beforeAll(async () => {
  [app, pushService] = await Promise.all([buildTestApp({ demo: true }), startLocalPushService()]);
  fan = await loginToken(app, { login: 'fan' });
  // The demo's matches of today are already played: their alerts are found (for nobody) before any test.
  await app.matchAlerts.run();
}, 120_000);

afterAll(async () => {
  await Promise.all([app.close(), pushService.close()]);
});

interface Browser {
  pushUserId: string;
  endpoint: string;
  headers: Record<string, string>;
}

/** A browser subscribed at the local push service (as PushManager would), logged in with `token` or not. */
async function subscribedBrowser(
  target: FastifyInstance,
  token?: string,
  purpose: 'articles' | 'club_alerts' = 'articles',
): Promise<Browser> {
  const keys = createBrowserPushKeys();
  const endpoint = pushService.endpoint();
  pushService.rememberKeys(endpoint, keys);
  const response = await apiRequest(target, {
    method: 'POST',
    url: '/api/v2/web-push/subscriptions',
    token,
    payload: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, purpose },
  });
  expect(response.statusCode).toBe(200);
  const pushUserId = response.json<{ data: { push_user_id: string } }>().data.push_user_id;
  return { pushUserId, endpoint, headers: { 'x-push-user-id': pushUserId, 'x-push-endpoint': endpoint } };
}

function setAlerts(
  target: FastifyInstance,
  teamId: number,
  kinds: string[],
  owner: { token?: string; browser?: Browser; tenant?: string },
) {
  return apiRequest(target, {
    method: 'PUT',
    url: `/api/v2/club-alerts/${teamId}`,
    token: owner.token,
    tenant: owner.tenant,
    headers: owner.browser?.headers,
    payload: { kinds },
  });
}

/** The next demo fixtures to kick off, with their clubs. */
async function scheduledFixtures(target: FastifyInstance, count: number) {
  const response = await target.inject({
    method: 'GET',
    url: `/api/admin/fixtures?filter=upcoming&limit=${count}`,
    headers: { authorization: `Bearer ${devAdminToken}` },
  });
  expect(response.statusCode).toBe(200);
  const ids = response.json<{ data: { id: number }[] }>().data.map((fixture) => fixture.id);
  const rows = await Promise.all(
    ids.map(async (id) => {
      const [row] = await target.db
        .select({ id: fixtures.id, homeTeamId: fixtures.homeTeamId, awayTeamId: fixtures.awayTeamId })
        .from(fixtures)
        .where(eq(fixtures.id, id));
      if (row === undefined) throw new Error(`no fixture ${id}`);
      return row;
    }),
  );
  return rows;
}

async function operator(target: FastifyInstance, fixtureId: number, command: 'start' | 'finish') {
  const response = await target.inject({
    method: 'POST',
    url: `/api/admin/fixtures/${fixtureId}/${command}${command === 'start' ? '?speed=60' : ''}`,
    headers: { authorization: `Bearer ${devAdminToken}` },
  });
  expect(response.statusCode).toBe(200);
}

interface AlertPush {
  title: string;
  body: string;
  url: string;
  tag: string;
}

function pushesTo(browser: Browser): AlertPush[] {
  return pushService.receivedBy(browser.endpoint).map((push) => push.payload as AlertPush);
}

async function goalsOf(target: FastifyInstance, fixtureId: number) {
  return target.db.select().from(fixtureEvents).where(eq(fixtureEvents.fixtureId, fixtureId));
}

test('[CLB-03] a fan chooses alerts per club and kind on the account; a guest on the browser, proved by its subscription', async () => {
  const [fixture] = await scheduledFixtures(app, 1);
  if (fixture === undefined) throw new Error('no fixture');
  const club = fixture.homeTeamId;

  const chosen = await setAlerts(app, club, ['full_time', 'goal', 'goal'], { token: fan });
  expect(chosen.statusCode).toBe(200);
  expect(chosen.json<{ data: { team: { id: number }; kinds: string[] } }>().data).toMatchObject({
    team: { id: club },
    kinds: ['goal', 'full_time'],
  });
  const listed = await apiRequest(app, { method: 'GET', url: '/api/v2/club-alerts', token: fan });
  expect(listed.json<{ data: { team: { id: number }; kinds: string[] }[] }>().data).toEqual([
    expect.objectContaining({ team: expect.objectContaining({ id: club }), kinds: ['goal', 'full_time'] }),
  ]);
  // Every kind off: the club is gone from the list.
  expect((await setAlerts(app, club, [], { token: fan })).statusCode).toBe(200);
  expect((await apiRequest(app, { method: 'GET', url: '/api/v2/club-alerts', token: fan })).json()).toEqual({
    data: [],
  });

  // A guest without a subscription has nowhere to keep them; with one, the browser keeps them.
  const guest = await setAlerts(app, club, ['goal'], {});
  expect(guest.statusCode).toBe(401);
  expect(guest.json<{ metaData: { message: string } }>().metaData.message).toMatch(/notifications/);
  const browser = await subscribedBrowser(app);
  expect((await setAlerts(app, club, ['kick_off', 'goal'], { browser })).statusCode).toBe(200);
  const own = await apiRequest(app, { method: 'GET', url: '/api/v2/club-alerts', headers: browser.headers });
  expect(own.json<{ data: { kinds: string[] }[] }>().data).toEqual([
    expect.objectContaining({ kinds: ['kick_off', 'goal'] }),
  ]);
  // The id without its endpoint proves nothing.
  const stolen = await setAlerts(app, club, [], {
    browser: { ...browser, headers: { ...browser.headers, 'x-push-endpoint': pushService.endpoint() } },
  });
  expect(stolen.statusCode).toBe(404);

  // An unknown club, an unknown kind, and a tenant without the match centre.
  expect((await setAlerts(app, 999_999, ['goal'], { token: fan })).statusCode).toBe(404);
  expect((await setAlerts(app, club, ['corner'], { token: fan })).statusCode).toBeGreaterThanOrEqual(400);
  const dutch = await setAlerts(app, club, ['goal'], { browser, tenant: 'tribune-nl' });
  expect(dutch.statusCode).toBe(404);
  expect(dutch.json<{ data: null; metaData: { message: string } }>().data).toBeNull();
  await setAlerts(app, club, [], { browser });
});

test('[CLB-03] a match sends each alert once per subscription: kick-off, every goal, full time; a fan gets only their kinds', async () => {
  const [fixture] = await scheduledFixtures(app, 1);
  if (fixture === undefined) throw new Error('no fixture');
  const guest = await subscribedBrowser(app);
  expect(
    (
      await setAlerts(app, fixture.homeTeamId, ['kick_off', 'goal', 'red_card', 'half_time', 'full_time'], {
        browser: guest,
      })
    ).statusCode,
  ).toBe(200);
  // A fan's account preferences reach the browser they subscribed while logged in.
  const fanBrowser = await subscribedBrowser(app, fan);
  expect((await setAlerts(app, fixture.awayTeamId, ['goal'], { token: fan })).statusCode).toBe(200);
  // A browser following another club gets nothing.
  const elsewhere = await subscribedBrowser(app);
  const [other] = (await scheduledFixtures(app, 5)).filter(
    (candidate) =>
      ![fixture.homeTeamId, fixture.awayTeamId].includes(candidate.homeTeamId) &&
      ![fixture.homeTeamId, fixture.awayTeamId].includes(candidate.awayTeamId),
  );
  if (other === undefined) throw new Error('no other fixture');
  await setAlerts(app, other.homeTeamId, ['kick_off', 'goal', 'full_time'], { browser: elsewhere });

  await operator(app, fixture.id, 'start');
  await app.matchAlerts.run();
  expect(pushesTo(guest).map((push) => push.tag)).toEqual([`match-${fixture.id}-kick_off`]);
  expect(pushesTo(guest)[0]?.url).toBe(`/matchcenter/match/${fixture.id}`);

  await operator(app, fixture.id, 'finish');
  await app.matchAlerts.run();
  // Again, and again: nothing is found twice.
  await app.matchAlerts.run();
  await app.matchAlerts.run();

  const goals = await goalsOf(app, fixture.id);
  const redCards = await app.db
    .select()
    .from(matchEvents)
    .where(and(eq(matchEvents.fixtureId, fixture.id), eq(matchEvents.type, 'red_card')));
  const tags = pushesTo(guest).map((push) => push.tag);
  expect(tags).toHaveLength(1 + goals.length + redCards.length + 1);
  expect(new Set(tags).size).toBe(tags.length);
  for (const goal of goals) expect(tags).toContain(`match-${fixture.id}-goal:${goal.id}`);
  const [final] = await app.db.select().from(fixtures).where(eq(fixtures.id, fixture.id));
  const fullTime = pushesTo(guest).find((push) => push.tag.endsWith('full_time'));
  expect(fullTime?.title).toContain(`${final?.homeScore}–${final?.awayScore}`);
  expect(pushService.receivedBy(guest.endpoint).every((push) => push.vapid.valid)).toBe(true);

  expect(
    pushesTo(fanBrowser)
      .map((push) => push.tag)
      .sort(),
  ).toEqual(goals.map((goal) => `match-${fixture.id}-goal:${goal.id}`).sort());
  for (const push of pushesTo(fanBrowser)) expect(push.title).toMatch(/^Goal for /);
  expect(pushesTo(elsewhere)).toEqual([]);
});

test('[CLB-03] a goal taken back sends a correction that replaces the goal, never a second goal', async () => {
  const [fixture] = await scheduledFixtures(app, 1);
  if (fixture === undefined) throw new Error('no fixture');
  const guest = await subscribedBrowser(app);
  await setAlerts(app, fixture.homeTeamId, ['goal'], { browser: guest });
  await operator(app, fixture.id, 'start');
  await operator(app, fixture.id, 'finish');
  // A goal of our own, so the match has one to take back whatever the simulator drew.
  await app.db.insert(fixtureEvents).values({
    id: 900_000_000 + fixture.id,
    fixtureId: fixture.id,
    type: 'goal',
    minute: 88,
    teamId: fixture.homeTeamId,
    homeScore: 9,
    awayScore: 0,
  });
  await app.matchAlerts.run();
  const before = pushesTo(guest).length;
  expect(pushesTo(guest).map((push) => push.tag)).toContain(`match-${fixture.id}-goal:${900_000_000 + fixture.id}`);

  // The provider's answer no longer has it (VAR): the sync deletes the row.
  await app.db.delete(fixtureEvents).where(eq(fixtureEvents.id, 900_000_000 + fixture.id));
  await app.matchAlerts.run();
  await app.matchAlerts.run();
  const after = pushesTo(guest);
  expect(after).toHaveLength(before + 1);
  const correction = after[after.length - 1];
  expect(correction?.title).toMatch(/^Goal disallowed/);
  expect(correction?.tag).toBe(`match-${fixture.id}-goal:${900_000_000 + fixture.id}`);
});

test('[CLB-03] a push service answering 410 or 404 removes the subscription, its preferences and its queue', async () => {
  const [fixture] = await scheduledFixtures(app, 1);
  if (fixture === undefined) throw new Error('no fixture');
  const gone = await subscribedBrowser(app);
  const expired = await subscribedBrowser(app);
  const staying = await subscribedBrowser(app);
  for (const browser of [gone, expired, staying])
    await setAlerts(app, fixture.awayTeamId, ['kick_off', 'goal'], { browser });
  pushService.answerWith(gone.endpoint, 410);
  pushService.answerWith(expired.endpoint, 404);
  await operator(app, fixture.id, 'start');
  await app.matchAlerts.run();
  for (const browser of [gone, expired]) {
    expect(await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, browser.pushUserId))).toEqual(
      [],
    );
    expect(
      await app.db
        .select()
        .from(clubAlertPreferences)
        .where(eq(clubAlertPreferences.subscriptionId, browser.pushUserId)),
    ).toEqual([]);
    expect(
      await app.db
        .select()
        .from(matchAlertDeliveries)
        .where(eq(matchAlertDeliveries.subscriptionId, browser.pushUserId)),
    ).toEqual([]);
  }
  expect(pushesTo(staying)).toHaveLength(1);
  await operator(app, fixture.id, 'finish');
  await app.matchAlerts.run();
  expect(pushService.receivedBy(gone.endpoint)).toHaveLength(1);
});

test('[CLB-03] push services are called only at public addresses: loopback, private, link-local and metadata addresses are refused', async () => {
  for (const address of [
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fe80::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not an address',
  ]) {
    expect([address, isPublicAddress(address)]).toEqual([address, false]);
  }
  for (const address of ['8.8.8.8', '1.1.1.1', '2001:4860:4860::8888']) expect(isPublicAddress(address)).toBe(true);

  // A name that resolves to this machine is refused when the socket connects.
  const refused = await new Promise<Error | null>((done) =>
    publicOnlyLookup(async () => [{ address: '127.0.0.1', family: 4 }])('localhost', { all: true }, (error) =>
      done(error),
    ),
  );
  expect(refused).toBeInstanceOf(NonPublicAddressError);

  // Outside the tests' allowance, the local push service (plain http on loopback) gets nothing.
  const browser = await subscribedBrowser(app);
  const [subscription] = await app.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, browser.pushUserId));
  if (subscription === undefined) throw new Error('no subscription');
  const webPush = createWebPushRepository(app.db);
  const keys = await webPush.vapidKeys('tribune', 'mailto:test@example.org');
  const message = { payload: '{"title":"x"}', timeToLiveSeconds: 60, urgency: 'high' as const };
  for (const endpoint of [
    subscription.endpoint,
    subscription.endpoint.replace('http://', 'https://'),
    'http://push.example.org/x',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/x',
  ]) {
    const outcome = await deliverPush(
      { webPush, log: app.log, allowLoopback: false, resolveHost: async () => [{ address: '10.0.0.5', family: 4 }] },
      'tribune',
      keys,
      { ...subscription, endpoint },
      message,
    );
    expect([endpoint, outcome]).toEqual([endpoint, 'failed']);
  }
  expect(pushService.receivedBy(browser.endpoint)).toEqual([]);
});

/** One database, two API processes on it: a PGlite shared in memory, or two pools on a Postgres database. */
async function sharedDatabase(): Promise<{ handles: [DatabaseHandle, DatabaseHandle]; close: () => Promise<void> }> {
  const serverUrl = process.env['DATABASE_URL'];
  if (serverUrl === undefined || serverUrl === '') {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { handles: [database, database], close: () => database.close() };
  }
  const name = `tribune_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handles: [DatabaseHandle, DatabaseHandle] = [
    await openDatabase({ url: url.toString() }),
    await openDatabase({ url: url.toString() }),
  ];
  return {
    handles,
    close: async () => {
      await Promise.all(handles.map((handle) => handle.close()));
      const dropper = new Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

test('[CLB-03] two API processes on one database send each alert once; a restarted process finds nothing to send again', async () => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PASSWORD_HASH_COST: '10' });
  const { handles, close } = await sharedDatabase();
  const seed = { demoAccounts: true, demoContent: true };
  try {
    const first = await buildApp({ config, database: handles[0], logger: false, seed });
    await first.ready();
    const second = await buildApp({ config, database: handles[1], logger: false, seed });
    await second.ready();
    const [fixture] = await scheduledFixtures(first, 1);
    if (fixture === undefined) throw new Error('no fixture');
    const browsers = await Promise.all(Array.from({ length: 6 }, () => subscribedBrowser(first)));
    for (const browser of browsers) {
      await setAlerts(first, fixture.homeTeamId, ['kick_off', 'goal', 'full_time'], { browser });
    }
    await operator(first, fixture.id, 'start');
    await operator(first, fixture.id, 'finish');
    await Promise.all([
      first.matchAlerts.run(),
      second.matchAlerts.run(),
      first.matchAlerts.run(),
      second.matchAlerts.run(),
    ]);
    const goals = await goalsOf(first, fixture.id);
    for (const browser of browsers) {
      const tags = pushesTo(browser).map((push) => push.tag);
      expect(tags).toHaveLength(goals.length + 1);
      expect(new Set(tags).size).toBe(tags.length);
    }
    await first.close();
    const restarted = await buildApp({ config, database: handles[0], logger: false, seed });
    await restarted.ready();
    const report = await restarted.matchAlerts.run();
    expect(report.found).toEqual([]);
    expect(report.sent.claimed).toBe(0);
    await Promise.all([restarted.close(), second.close()]);
  } finally {
    await close();
  }
}, 240_000);

test('[CLB-03] a fan’s club alerts also reach the notification list: one per match, renewed by each alert, never mailed', async () => {
  const [fixture] = await scheduledFixtures(app, 1);
  if (fixture === undefined) throw new Error('no fixture');
  const reader = await loginToken(app, { login: 'editor' });
  await setAlerts(app, fixture.homeTeamId, ['kick_off', 'goal', 'full_time'], { token: reader });
  const list = async () =>
    (await apiRequest(app, { method: 'GET', url: '/api/v2/notifications', token: reader })).json<{
      data: {
        notifications: {
          type: string;
          text: string;
          comment: unknown;
          match: { id: number; alert: string } | null;
          url: string;
          open_at: string | null;
        }[];
      };
    }>().data.notifications;
  const before = (await list()).filter((item) => item.type === 'match_alert');

  await operator(app, fixture.id, 'start');
  await app.matchAlerts.run();
  let alerts = (await list()).filter((item) => item.type === 'match_alert');
  expect(alerts).toHaveLength(before.length + 1);
  expect(alerts[0]).toMatchObject({
    comment: null,
    match: { id: fixture.id, alert: 'kick_off' },
    url: `/matchcenter/match/${fixture.id}`,
    open_at: null,
  });
  expect(alerts[0]?.text).toMatch(/^Kick-off: /);

  // The fan opens the menu; the next alert makes the match's notification new again, not a second one.
  await apiRequest(app, { method: 'POST', url: '/api/v2/notifications/open-all', token: reader });
  await operator(app, fixture.id, 'finish');
  await app.matchAlerts.run();
  alerts = (await list()).filter((item) => item.type === 'match_alert');
  expect(alerts).toHaveLength(before.length + 1);
  expect(alerts[0]).toMatchObject({ match: { id: fixture.id, alert: 'full_time' }, open_at: null });
  expect(alerts[0]?.text).toMatch(/^Full time: /);
  // Match alerts are never mailed (the batch finds nothing due for them).
  const due = await app.db.execute(
    sql`select count(*)::integer as due from notifications where type = 'match_alert' and emailed_at is null`,
  );
  expect(JSON.stringify(due)).toContain('"due":0');
});

test('[CLB-03] a browser subscribed for club alerts gets them without article pushes; the article toggle never stops club alerts', async () => {
  const [fixture] = await scheduledFixtures(app, 1);
  if (fixture === undefined) throw new Error('no fixture');
  const alertsOnly = await subscribedBrowser(app, undefined, 'club_alerts');
  const [row] = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, alertsOnly.pushUserId));
  expect(row?.enabled).toBe(false);
  // A reader with article pushes on keeps them when the same browser subscribes again for club alerts.
  const reader = await subscribedBrowser(app);
  const again = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/web-push/subscriptions',
    payload: {
      endpoint: reader.endpoint,
      keys: (await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, reader.pushUserId))).map(
        (subscription) => ({ p256dh: subscription.p256dh, auth: subscription.auth }),
      )[0],
      purpose: 'club_alerts',
    },
  });
  expect(again.json<{ data: { push_user_id: string; enabled: boolean } }>().data).toEqual({
    push_user_id: reader.pushUserId,
    enabled: true,
  });
  // The article toggle off: club alerts still come.
  await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/web-push/subscriptions/${reader.pushUserId}`,
    payload: { endpoint: reader.endpoint, enabled: false },
  });
  for (const browser of [alertsOnly, reader]) await setAlerts(app, fixture.homeTeamId, ['kick_off'], { browser });
  await operator(app, fixture.id, 'start');
  await app.matchAlerts.run();
  expect(pushesTo(alertsOnly).map((push) => push.tag)).toEqual([`match-${fixture.id}-kick_off`]);
  expect(pushesTo(reader).map((push) => push.tag)).toEqual([`match-${fixture.id}-kick_off`]);
  await operator(app, fixture.id, 'finish');
});
