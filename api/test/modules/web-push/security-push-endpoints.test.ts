import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pushSubscriptions } from '../../../src/modules/web-push/schema';
import { deliverPush } from '../../../src/modules/web-push/delivery/push-delivery';
import { createWebPushRepository } from '../../../src/modules/web-push/web-push-repository';
import type { ErrorBody } from '../../community-helpers';
import { apiRequest, buildTestApp } from '../../helper';
import { createBrowserPushKeys } from '../../support/local-push-service';

/**
 * SEC-08 (issue 29): push endpoints may not point inside the network, at subscribe nor at send time.
 * The tests decide what names resolve to (config `pushEndpoints.resolveHost`), so no real DNS is asked.
 */
let app: FastifyInstance;
const dns = new Map<string, string[]>();
const asked: string[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  app.config.pushEndpoints.resolveHost = async (host) => {
    asked.push(host);
    const addresses = dns.get(host);
    if (addresses === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  dns.set('localhost.localdomain', ['127.0.0.1', '::1']);
  dns.set('metadata.google.internal', ['169.254.169.254']);
  dns.set('push.inside.example', ['93.184.216.34', '10.0.0.5']);
  dns.set('push.example.com', ['93.184.216.34']);
  dns.set('push.public.example', ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']);
  dns.set('push.flip.example', ['93.184.216.34']);
}, 120_000);

afterAll(async () => {
  await app.close();
});

function subscribe(endpoint: string, language: 'en' | 'nl' = 'en') {
  const keys = createBrowserPushKeys();
  return apiRequest(app, {
    method: 'POST',
    url: '/api/v2/web-push/subscriptions',
    payload: { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    language,
  });
}

test('[SEC-08] endpoints that are not https or reach loopback, private, link-local, unique-local or metadata addresses are refused at subscribe (422 under endpoint, English and Dutch)', async () => {
  for (const endpoint of [
    'https://localhost.localdomain/push/1',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://169.254.169.254/latest/meta-data',
    'https://[fd00::1]/push/1',
    'http://push.example.com/push/1',
    'https://push.inside.example/push/1',
    'https://push.unknown.example/push/1',
  ]) {
    const response = await subscribe(endpoint);
    expect([endpoint, response.statusCode]).toEqual([endpoint, 422]);
    const errors = response.json<ErrorBody>().metaData.errors;
    expect([endpoint, Object.keys(errors ?? {})]).toEqual([endpoint, ['endpoint']]);
  }
  const english = await subscribe('https://push.inside.example/push/2');
  expect(english.json<ErrorBody>().metaData.errors?.['endpoint']).toEqual([
    'The endpoint must be a push service on the public internet.',
  ]);
  const dutch = await subscribe('https://push.inside.example/push/2', 'nl');
  expect(dutch.json<ErrorBody>().metaData.errors?.['endpoint']).toEqual([
    'Het endpoint moet een pushdienst op het openbare internet zijn.',
  ]);
  expect(await app.db.select().from(pushSubscriptions)).toEqual([]);
});

test('[SEC-08] an endpoint whose every address is public is accepted', async () => {
  const response = await subscribe('https://push.public.example/push/ok');
  expect(response.statusCode).toBe(200);
  expect(asked).toContain('push.public.example');
});

test('[SEC-08] a name that resolves publicly at subscribe but privately at send time gets no push', async () => {
  const endpoint = 'https://push.flip.example/push/flip';
  const subscribed = await subscribe(endpoint);
  expect(subscribed.statusCode).toBe(200);
  const [subscription] = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  if (subscription === undefined) throw new Error('no subscription');

  dns.set('push.flip.example', ['10.0.0.5']);
  asked.length = 0;
  const warnings: unknown[] = [];
  const log = Object.assign(Object.create(app.log) as typeof app.log, {
    warn: (entry: unknown) => warnings.push(entry),
  });
  const webPush = createWebPushRepository(app.db);
  const outcome = await deliverPush(
    {
      webPush,
      log,
      allowLoopback: app.config.pushEndpoints.allowLoopback,
      resolveHost: app.config.pushEndpoints.resolveHost,
    },
    'tribune',
    await webPush.vapidKeys('tribune', 'mailto:test@example.org'),
    subscription,
    { payload: '{"title":"x"}', timeToLiveSeconds: 60, urgency: 'high' },
  );
  expect(outcome).toBe('failed');
  // The connection's own lookup asked and refused: no socket was opened to 10.0.0.5.
  expect(asked).toEqual(['push.flip.example']);
  expect(warnings).toEqual([expect.objectContaining({ err: expect.objectContaining({ code: 'ENOTPUBLIC' }) })]);
});
