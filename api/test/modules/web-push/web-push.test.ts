import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { articlePushes, pushSubscriptions, webPushKeys } from '../../../src/modules/web-push/schema';
import { pushDueArticles } from '../../../src/modules/web-push/delivery/scheduled-pushes';
import { pushesSettled } from '../../../src/modules/web-push/delivery/send-article-push';
import { isPushEndpoint } from '../../../src/modules/web-push/subscriptions/web-push-requests';
import { createWebPushRepository } from '../../../src/modules/web-push/web-push-repository';
import type { ErrorBody } from '../../community-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../helper';
import {
  type BrowserPushKeys,
  createBrowserPushKeys,
  type LocalPushService,
  startLocalPushService,
} from '../../support/local-push-service';

let app: FastifyInstance;
let pushService: LocalPushService;
let editor: string;
let dutchEditor: string;
let fan: string;

beforeAll(async () => {
  [app, pushService] = await Promise.all([buildTestApp({ demo: true }), startLocalPushService()]);
  [editor, dutchEditor, fan] = await Promise.all([
    loginToken(app, { login: 'editor' }),
    loginToken(app, { login: 'editor', tenant: 'tribune-nl' }),
    loginToken(app, { login: 'fan' }),
  ]);
}, 120_000);

afterAll(async () => {
  await pushesSettled();
  await Promise.all([app.close(), pushService.close()]);
});

interface Subscribed {
  pushUserId: string;
  endpoint: string;
  keys: BrowserPushKeys;
}

function subscribe(payload: unknown, options: { tenant?: string; token?: string; language?: 'en' | 'nl' } = {}) {
  return apiRequest(app, {
    method: 'POST',
    url: '/api/v2/web-push/subscriptions',
    payload: payload as object,
    ...options,
  });
}

/** A browser of `tenant` subscribed at the local push service, as PushManager would. */
async function subscribedBrowser(tenant = 'tribune'): Promise<Subscribed> {
  const keys = createBrowserPushKeys();
  const endpoint = pushService.endpoint();
  pushService.rememberKeys(endpoint, keys);
  const response = await subscribe(
    { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    { tenant },
  );
  expect(response.statusCode).toBe(200);
  const { data } = response.json<{ data: { push_user_id: string; enabled: boolean } }>();
  expect(data.enabled).toBe(true);
  return { pushUserId: data.push_user_id, endpoint, keys };
}

let written = 0;
function publish(
  fields: Record<string, unknown> = {},
  options: { tenant?: string; token?: string } = {},
): Promise<LightMyRequestResponse> {
  written += 1;
  return apiRequest(app, {
    method: 'POST',
    url: '/api/v2/editor/articles',
    tenant: options.tenant,
    token: options.token ?? editor,
    payload: {
      title: `Push test ${written}: the keeper signs a new deal`,
      content: `<p>The keeper signed until 2030, push test number ${written}.</p>`,
      excerpt: `Until 2030 (push test ${written}).`,
      primary_tag: 'transfers',
      web_push: true,
      ...fields,
    },
  });
}

function errorsOf(response: LightMyRequestResponse): ErrorBody {
  return response.json<ErrorBody>();
}

test('[WP-01] the public key is the tenant’s VAPID key, made once and kept; each tenant has its own', async () => {
  const [first, second, dutch] = await Promise.all([
    apiRequest(app, { method: 'GET', url: '/api/v2/web-push/public-key' }),
    apiRequest(app, { method: 'GET', url: '/api/v2/web-push/public-key' }),
    apiRequest(app, { method: 'GET', url: '/api/v2/web-push/public-key', tenant: 'tribune-nl' }),
  ]);
  expect(first.statusCode).toBe(200);
  const key = first.json<{ data: { public_key: string } }>().data.public_key;
  expect(second.json<{ data: { public_key: string } }>().data.public_key).toBe(key);
  const point = Buffer.from(key, 'base64url');
  expect(point).toHaveLength(65);
  expect(point[0]).toBe(4);
  expect(dutch.json<{ data: { public_key: string } }>().data.public_key).not.toBe(key);
  const stored = await app.db.select().from(webPushKeys).where(eq(webPushKeys.tenantId, 'tribune'));
  expect(stored).toHaveLength(1);
  expect(stored[0]?.publicKey).toBe(key);
  expect(stored[0]?.subject).toMatch(/^(mailto:|https:)/);
});

test('[WP-01] publishing an article with a push sends it once, signed with the tenant’s VAPID key and decryptable by the browser', async () => {
  const browser = await subscribedBrowser();
  const publicKey = (await apiRequest(app, { method: 'GET', url: '/api/v2/web-push/public-key' })).json<{
    data: { public_key: string };
  }>().data.public_key;

  const response = await publish();
  expect(response.statusCode).toBe(201);
  const article = response.json<{ data: { id: number; url: string; title: string; excerpt: string; image: string } }>()
    .data;

  const [push] = await pushService.waitFor(browser.endpoint);
  expect(push?.status).toBe(201);
  expect(push?.vapid.valid).toBe(true);
  expect(push?.vapid.publicKey).toBe(publicKey);
  expect(push?.vapid.claims?.['sub']).toEqual(expect.stringMatching(/^(mailto:|https:)/));
  expect(push?.headers['content-encoding']).toBe('aes128gcm');
  expect(Number(push?.headers['ttl'])).toBeGreaterThan(0);
  expect(push?.headers['urgency']).toBe('normal');
  // The body is ciphertext: the title is nowhere in it, yet the browser's keys open it.
  expect(push?.body.toString('utf8')).not.toContain('keeper');
  expect(push?.payload).toEqual({
    title: article.title,
    body: article.excerpt,
    url: article.url,
    tag: `article-${article.id}`,
    icon: article.image,
  });

  await pushesSettled();
  const [stored] = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, browser.pushUserId));
  expect(stored?.lastSuccessAt).toBeInstanceOf(Date);
  const sent = await app.db.select().from(articlePushes).where(eq(articlePushes.articleId, article.id));
  expect(sent).toHaveLength(1);

  // An edit (even one that says web_push again) does not send it again.
  const edited = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/editor/articles/${article.id}`,
    token: editor,
    payload: { title: `${article.title} (updated)`, web_push: true },
  });
  expect(edited.statusCode).toBe(200);
  await pushesSettled();
  expect(pushService.receivedBy(browser.endpoint)).toHaveLength(1);
});

test('[WP-01] no push for an article without one, nor for a scheduled one until an edit once it is out', async () => {
  const browser = await subscribedBrowser();
  expect((await publish({ web_push: false })).statusCode).toBe(201);
  const scheduled = await publish({ published_at: new Date(Date.now() + 3_600_000).toISOString() });
  expect(scheduled.statusCode).toBe(201);
  await pushesSettled();
  expect(pushService.receivedBy(browser.endpoint)).toHaveLength(0);

  // Becoming published: the editor moves the publication time to now.
  const id = scheduled.json<{ data: { id: number } }>().data.id;
  const published = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/editor/articles/${id}`,
    token: editor,
    payload: { published_at: new Date(Date.now() - 1000).toISOString() },
  });
  expect(published.statusCode).toBe(200);
  const [push] = await pushService.waitFor(browser.endpoint);
  expect(push?.payload).toMatchObject({
    url: `/article/${id}/${published.json<{ data: { slug: string } }>().data.slug}`,
  });
});

test('[WP-01] a scheduled article is pushed once when its time comes, without a save', async () => {
  const context = { webPush: createWebPushRepository(app.db), tenants: app.tenants, config: app.config, log: app.log };
  const comesOut = new Date(Date.now() + 3_600_000);
  // The demo's own articles with a push whose time has come (they depend on the hour the demo was
  // made) go out first, before this browser subscribes.
  await pushDueArticles(context, new Date(comesOut.getTime() - 1000));
  const browser = await subscribedBrowser();
  const scheduled = await publish({ published_at: comesOut.toISOString() });
  expect(scheduled.statusCode).toBe(201);
  const article = scheduled.json<{ data: { id: number; url: string } }>().data;
  // Before its time: nothing.
  await pushDueArticles(context, new Date(comesOut.getTime() - 1000));
  expect(pushService.receivedBy(browser.endpoint)).toHaveLength(0);
  // Its time came: pushed (the demo's earlier articles with a push may go in the same round).
  expect(await pushDueArticles(context, new Date(comesOut.getTime() + 60_000))).toBeGreaterThanOrEqual(1);
  const pushes = await pushService.waitFor(browser.endpoint);
  expect(pushes.map((push) => push.payload)).toContainEqual(expect.objectContaining({ url: article.url }));
  const received = pushService.receivedBy(browser.endpoint).length;
  // Once: a later round, or a save, does not send it again.
  expect(await pushDueArticles(context, new Date(comesOut.getTime() + 120_000))).toBe(0);
  await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/editor/articles/${article.id}`,
    token: editor,
    payload: { excerpt: 'Changed after it came out.' },
  });
  await pushesSettled();
  expect(pushService.receivedBy(browser.endpoint)).toHaveLength(received);
});

test('[WP-01] a push service answering 410 or 404 removes the subscription; others keep theirs', async () => {
  const gone = await subscribedBrowser();
  const expired = await subscribedBrowser();
  const kept = await subscribedBrowser();
  pushService.answerWith(gone.endpoint, 410);
  pushService.answerWith(expired.endpoint, 404);
  expect((await publish()).statusCode).toBe(201);
  await Promise.all([
    pushService.waitFor(gone.endpoint),
    pushService.waitFor(expired.endpoint),
    pushService.waitFor(kept.endpoint),
  ]);
  await pushesSettled();
  const ids = (await app.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions)).map((row) => row.id);
  expect(ids).not.toContain(gone.pushUserId);
  expect(ids).not.toContain(expired.pushUserId);
  expect(ids).toContain(kept.pushUserId);
});

test('[WP-01] subscribing again with the same endpoint keeps the push user id; a logged-in reader’s account is kept', async () => {
  const keys = createBrowserPushKeys();
  const endpoint = pushService.endpoint();
  const payload = { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
  const first = await subscribe(payload, { token: fan });
  const again = await subscribe(payload);
  expect(again.json<{ data: { push_user_id: string } }>().data.push_user_id).toBe(
    first.json<{ data: { push_user_id: string } }>().data.push_user_id,
  );
  const [row] = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  expect(row?.userId).toEqual(expect.any(Number));
});

test('[WP-01] the toggle turns a subscription off and on; off means no push', async () => {
  const browser = await subscribedBrowser();
  const off = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/web-push/subscriptions/${browser.pushUserId}`,
    payload: { endpoint: browser.endpoint, enabled: false },
  });
  expect(off.statusCode).toBe(200);
  expect(off.json()).toEqual({ data: { push_user_id: browser.pushUserId, enabled: false } });
  expect((await publish()).statusCode).toBe(201);
  await pushesSettled();
  expect(pushService.receivedBy(browser.endpoint)).toHaveLength(0);

  const on = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/web-push/subscriptions/${browser.pushUserId}`,
    payload: { endpoint: browser.endpoint, enabled: true },
  });
  expect(on.json()).toEqual({ data: { push_user_id: browser.pushUserId, enabled: true } });
  expect((await publish()).statusCode).toBe(201);
  await pushService.waitFor(browser.endpoint);
});

test('[WP-01] the push user id alone changes nothing: the endpoint must match; unknown ids are a 404', async () => {
  const browser = await subscribedBrowser();
  const other = await subscribedBrowser();
  const forged = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/web-push/subscriptions/${browser.pushUserId}`,
    payload: { endpoint: other.endpoint, enabled: false },
  });
  expect(forged.statusCode).toBe(404);
  expect(errorsOf(forged)).toEqual({ data: null, metaData: { message: 'This push subscription does not exist.' } });
  const removed = await apiRequest(app, {
    method: 'DELETE',
    url: `/api/v2/web-push/subscriptions/${browser.pushUserId}`,
    payload: { endpoint: other.endpoint },
  });
  expect(removed.statusCode).toBe(404);
  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '%00']) {
    const unknown = await apiRequest(app, {
      method: 'PATCH',
      url: `/api/v2/web-push/subscriptions/${id}`,
      payload: { endpoint: browser.endpoint, enabled: true },
      language: 'nl',
    });
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.statusCode).toBeLessThan(500);
    expect(errorsOf(unknown).data).toBeNull();
  }
  const [row] = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, browser.pushUserId));
  expect(row?.enabled).toBe(true);

  const unsubscribed = await apiRequest(app, {
    method: 'DELETE',
    url: `/api/v2/web-push/subscriptions/${browser.pushUserId}`,
    payload: { endpoint: browser.endpoint },
  });
  expect(unsubscribed.statusCode).toBe(200);
  expect(unsubscribed.json()).toEqual({
    data: null,
    metaData: { message: 'You will no longer get push notifications.' },
  });
  expect(
    await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, browser.pushUserId)),
  ).toHaveLength(0);
});

test('[WP-01] a bad endpoint or bad keys are a 422 under the field, in the reader’s language', async () => {
  const keys = createBrowserPushKeys();
  const good = { endpoint: pushService.endpoint(), keys: { p256dh: keys.p256dh, auth: keys.auth } };
  const badEndpoints = [
    '',
    'not a url',
    'ftp://push.example.com/x',
    'http://push.example.com/send/abc',
    'https://user:secret@push.example.com/x',
    'https://10.0.0.1/push/abc',
    'https://192.168.1.20:8443/push/abc',
    'https://[fd00::1]/push/abc',
    'https://push.local/abc',
    'https://intranet/push',
    `https://fcm.googleapis.com/fcm/send/${'a'.repeat(1000)}`,
    'javascript:alert(1)',
  ];
  for (const endpoint of badEndpoints) {
    const response = await subscribe({ ...good, endpoint });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorsOf(response).metaData.errors ?? {})).toEqual(['endpoint']);
  }
  const shortKey = Buffer.alloc(33, 2).toString('base64url');
  const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
  for (const p256dh of ['', 'not base64!', shortKey, offCurve, 'A'.repeat(300)]) {
    const response = await subscribe({ ...good, keys: { ...good.keys, p256dh } });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response).metaData.errors).toEqual({
      'keys.p256dh': ['The p256dh key must be a base64url P-256 public key (65 bytes, uncompressed).'],
    });
  }
  for (const auth of ['', Buffer.alloc(15).toString('base64url'), Buffer.alloc(17).toString('base64url'), '***']) {
    const response = await subscribe({ ...good, keys: { ...good.keys, auth } }, { language: 'nl' });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response).metaData.errors).toEqual({
      'keys.auth': ['Het auth-geheim moet 16 bytes in base64url zijn.'],
    });
  }
  for (const payload of [{}, { endpoint: good.endpoint }, { ...good, keys: 'x' }, { ...good, endpoint: 5 }, []]) {
    const response = await subscribe(payload);
    expect([400, 422]).toContain(response.statusCode);
    expect(errorsOf(response).data).toBeNull();
  }
  const forTheProduction = await subscribe(good);
  expect(forTheProduction.statusCode).toBe(200);
});

test('[WP-01] only outside production may an endpoint be plain http, and then only on this machine', () => {
  const local = pushService.endpoint();
  expect(isPushEndpoint(local, { allowLoopbackHttp: true })).toBe(true);
  expect(isPushEndpoint(local, { allowLoopbackHttp: false })).toBe(false);
  expect(isPushEndpoint('https://localhost:8443/push/abc', { allowLoopbackHttp: false })).toBe(false);
  expect(isPushEndpoint('http://push.example.com/abc', { allowLoopbackHttp: true })).toBe(false);
  expect(isPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', { allowLoopbackHttp: false })).toBe(true);
  expect(isPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/abc', { allowLoopbackHttp: false })).toBe(
    true,
  );
});

test('[WP-01] tenants never see each other’s subscriptions or pushes', async () => {
  const english = await subscribedBrowser('tribune');
  const dutch = await subscribedBrowser('tribune-nl');
  // The Dutch tenant cannot switch off or remove the English subscription, even with its endpoint.
  for (const method of ['PATCH', 'DELETE'] as const) {
    const response = await apiRequest(app, {
      method,
      url: `/api/v2/web-push/subscriptions/${english.pushUserId}`,
      tenant: 'tribune-nl',
      payload: method === 'PATCH' ? { endpoint: english.endpoint, enabled: false } : { endpoint: english.endpoint },
    });
    expect(response.statusCode).toBe(404);
  }
  // A Dutch article's push goes to Dutch subscribers only, signed with the Dutch key.
  const dutchKey = (
    await apiRequest(app, { method: 'GET', url: '/api/v2/web-push/public-key', tenant: 'tribune-nl' })
  ).json<{ data: { public_key: string } }>().data.public_key;
  expect((await publish({}, { tenant: 'tribune-nl', token: dutchEditor })).statusCode).toBe(201);
  const [push] = await pushService.waitFor(dutch.endpoint);
  expect(push?.vapid.publicKey).toBe(dutchKey);
  await pushesSettled();
  expect(pushService.receivedBy(english.endpoint)).toHaveLength(0);
  const [row] = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, english.pushUserId));
  expect(row?.enabled).toBe(true);
});

test('[WP-01] a push service that does not answer or refuses never fails the editor’s request', async () => {
  const refused = await subscribedBrowser();
  pushService.answerWith(refused.endpoint, 500);
  const response = await publish();
  expect(response.statusCode).toBe(201);
  await pushService.waitFor(refused.endpoint);
  await pushesSettled();
  // A 5xx is a failure for this push only: the subscription stays.
  const [row] = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, refused.pushUserId));
  expect(row?.enabled).toBe(true);
});

test('[WP-01] the service worker is served at /sw.js for the whole site, revalidated', async () => {
  const response = await app.inject({ method: 'GET', url: '/sw.js', headers: { host: 'localhost:8080' } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.headers['service-worker-allowed']).toBe('/');
  expect(response.headers['content-security-policy']).toBe(
    "default-src 'none';img-src 'self' https:;frame-ancestors 'none'",
  );
  // The shell's built (minified) worker once the shell is built, its source before.
  expect(response.body).toMatch(/addEventListener\(["']push["']/);
  expect(response.body).toMatch(/addEventListener\(["']notificationclick["']/);
});
