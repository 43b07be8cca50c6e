import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import type { Translate } from '../../../i18n/messages';
import type { ResolveHost } from '../../../config';
import { createFieldErrors } from '../../../lib/field-errors';
import { isPublicHost } from '../delivery/push-address';

export const tenantQuery = z.object({ tenant_id: z.string().max(100).optional() });

/** The push user id is a UUID; anything else in the path is simply an unknown subscription (404). */
export const pushUserIdParams = z.object({ pushUserId: z.string().max(100) });

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isPushUserId(value: string): boolean {
  return uuid.test(value);
}

/** Push services' endpoints are a few hundred characters; this leaves room and bounds the column. */
const endpointMax = 1000;

/** The browser's `PushSubscription.toJSON()`, as the front end posts it. */
export const subscriptionBody = z.object({
  endpoint: z
    .string()
    .describe(`The push service's https:// address for this browser, at most ${endpointMax} characters`),
  expirationTime: z.number().nullable().optional().describe('Ignored: push services say when it ends with a 404/410'),
  keys: z.object({
    p256dh: z.string().describe("The browser's ECDH key: a base64url uncompressed P-256 point (65 bytes)"),
    auth: z.string().describe("The browser's auth secret: 16 bytes, base64url"),
  }),
  purpose: z
    .enum(['articles', 'club_alerts'])
    .default('articles')
    .describe(
      "Why the browser subscribes: 'articles' (WP-01's toggle) turns article pushes on; 'club_alerts' (CLB-03) makes a new subscription with article pushes off and leaves an existing one's as they are",
    ),
});

/** Who owns a subscription: its endpoint, which only the browser (and its push service) knows. */
export const ownerEndpoint = z
  .string()
  .max(endpointMax)
  .describe('The subscription’s endpoint, as the browser reports it: proof that the caller holds the subscription');

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

function bytesOf(value: string): Buffer | null {
  if (!base64url.test(value) || value.length > 200) return null;
  return Buffer.from(value.replace(/=+$/, ''), 'base64url');
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A push service address: https (a push service never speaks plain http), no credentials, and no
 * address on this machine or typed as an IP (the server posts to it, so it must not be pointed at the
 * server's own network). Outside production, http to a loopback host is allowed too: the local push
 * service of the tests and of the e2e run.
 */
export function isPushEndpoint(value: string, options: { allowLoopbackHttp: boolean }): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '' || url.hash !== '') return false;
  const loopback = loopbackHosts.has(url.hostname);
  if (loopback) return options.allowLoopbackHttp && (url.protocol === 'http:' || url.protocol === 'https:');
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) === 0 && host.includes('.') && !host.endsWith('.localhost') && !host.endsWith('.local');
}

/** Whether `key` is a point on P-256: the push payload is encrypted to it, so a bad one is refused now. */
function isP256Point(bytes: Buffer): boolean {
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * SEC-08: whether the endpoint's host is one the server may post to: the allowed loopback push service
 * (outside production), else a name whose every address is public (push-address.ts). The same check
 * runs again at each connection (push-delivery.ts), since a name can be pointed elsewhere later.
 */
async function reachesPublicNetwork(
  endpoint: string,
  context: { allowLoopbackHttp: boolean; resolveHost: ResolveHost },
) {
  const url = new URL(endpoint);
  if (loopbackHosts.has(url.hostname)) return context.allowLoopbackHttp;
  return isPublicHost(url.hostname, context.resolveHost);
}

/** The subscription as stored (endpoint trimmed); every problem under its field (`keys.p256dh`…). */
export async function checkSubscription(
  body: z.infer<typeof subscriptionBody>,
  context: { t: Translate; allowLoopbackHttp: boolean; resolveHost: ResolveHost },
): Promise<{ endpoint: string; p256dh: string; auth: string }> {
  const { t } = context;
  const problems = createFieldErrors();
  const endpoint = body.endpoint.trim();
  if (endpoint === '') problems.add('endpoint', t('webPush.endpointRequired'));
  else if (endpoint.length > endpointMax) problems.add('endpoint', t('webPush.endpointTooLong', { max: endpointMax }));
  else if (!isPushEndpoint(endpoint, context)) problems.add('endpoint', t('webPush.badEndpoint'));
  else if (!(await reachesPublicNetwork(endpoint, context))) problems.add('endpoint', t('webPush.privateEndpoint'));

  const p256dh = bytesOf(body.keys.p256dh);
  if (p256dh === null || !isP256Point(p256dh)) problems.add('keys.p256dh', t('webPush.badP256dh'));
  const auth = bytesOf(body.keys.auth);
  if (auth === null || auth.length !== 16) problems.add('keys.auth', t('webPush.badAuth'));
  problems.throwIfAny(t('error.validationFailed'));
  // Stored in one spelling (base64url without padding), which is what web-push reads.
  return {
    endpoint,
    p256dh: (p256dh ?? Buffer.alloc(0)).toString('base64url'),
    auth: (auth ?? Buffer.alloc(0)).toString('base64url'),
  };
}
