import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { ResolveHost } from '../../../config';
import { isPublicAddress, publicOnlyLookup } from './push-address';
import { preparePush, type PreparedPush } from './push-encryption';
import type { SubscriptionRecord, VapidKeys, WebPushRepository } from '../web-push-repository';

/** One push service request may take this long before it counts as failed. */
const requestTimeoutMs = 10_000;
/** A push service's answer is a few bytes; more is not read. */
const answerBytesMax = 16 * 1024;

interface PushMessage {
  /** The JSON the service worker reads (shell/src/service-worker/sw.js). */
  payload: string;
  /** How long the push service keeps it for a browser that is offline (seconds). */
  timeToLiveSeconds: number;
  urgency: 'normal' | 'high';
  /**
   * RFC 8030 topic (at most 32 base64url characters): a push service keeps only the newest message of
   * a topic for an offline browser, so a retried send never reaches it twice.
   */
  topic?: string;
}

interface PushDeliveryContext {
  webPush: WebPushRepository;
  log: FastifyBaseLogger;
  now?: () => Date;
  /**
   * Whether http to a loopback push service is allowed: the local push service of the tests and the
   * e2e run, never in production. Every other address must be https and resolve to public addresses.
   */
  allowLoopback: boolean;
  /** Every address of a name (config `pushEndpoints.resolveHost`), checked again at each connection. */
  resolveHost: ResolveHost;
}

export type Delivery = 'delivered' | 'removed' | 'failed';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * Connections to a push service are kept and reused: a goal's 10,000 pushes go to a handful of
 * origins (FCM, Mozilla's, Apple's), and a new TCP and TLS handshake for each cost more CPU than the
 * push's encryption (the CLB-03 bench). Sockets are made with the request's options, so the
 * public-address check of `lookup` runs on each new connection.
 */
const agentOptions = { keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: 30_000 };
const httpAgent = new http.Agent(agentOptions);
const httpsAgent = new https.Agent(agentOptions);

interface PushAnswer {
  status: number;
}

/** POSTs the signed, encrypted request; resolves with the status, rejects on a refused address. */
function post(
  endpoint: URL,
  headers: Record<string, string>,
  body: Buffer,
  allowLoopback: boolean,
  resolveHost: ResolveHost,
): Promise<PushAnswer> {
  const host = endpoint.hostname.replace(/^\[|\]$/g, '');
  const loopback = allowLoopback && loopbackHosts.has(host);
  if (!loopback && endpoint.protocol !== 'https:') return Promise.reject(new Error('push endpoint is not https'));
  if (!loopback && isIP(host) !== 0 && !isPublicAddress(host)) {
    return Promise.reject(new Error('push endpoint is not a public address'));
  }
  const secure = endpoint.protocol === 'https:';
  const send = secure ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const request = send(
      endpoint,
      {
        method: 'POST',
        agent: secure ? httpsAgent : httpAgent,
        headers: { ...headers, 'content-length': String(body.length) },
        // Checked at connect time, on the address actually used (push-address.ts).
        ...(loopback ? {} : { lookup: publicOnlyLookup(resolveHost) }),
        timeout: requestTimeoutMs,
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > answerBytesMax) response.destroy();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('close', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('push service timed out')));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Sends one push to one subscription: web-push signs it (VAPID, RFC 8292) and encrypts it (aes128gcm,
 * RFC 8291) for the browser's keys here (push-encryption.ts), then `deliverPrepared` sends it. Never
 * throws.
 */
export async function deliverPush(
  context: PushDeliveryContext,
  tenantId: string,
  keys: VapidKeys,
  subscription: SubscriptionRecord,
  message: PushMessage,
): Promise<Delivery> {
  let prepared: PreparedPush;
  try {
    prepared = preparePush({
      subscription: { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload: message.payload,
      vapid: keys,
      timeToLiveSeconds: message.timeToLiveSeconds,
      urgency: message.urgency,
      ...(message.topic === undefined ? {} : { topic: message.topic }),
    });
  } catch (error) {
    context.log.warn({ tenantId, subscription: subscription.id, err: error }, 'web push: sending failed');
    return 'failed';
  }
  return deliverPrepared(context, tenantId, subscription, prepared);
}

/**
 * Sends a signed, encrypted push to whatever push service the browser chose, if its address is public.
 * A 404 or 410 means the subscription is gone: it is removed (its preferences and queued alerts with
 * it). Never throws.
 */
export async function deliverPrepared(
  context: PushDeliveryContext,
  tenantId: string,
  subscription: Pick<SubscriptionRecord, 'id'>,
  prepared: PreparedPush,
  /** Whether to record the subscription's success here; a batch sender records its batch's at once. */
  recordSuccess = true,
): Promise<Delivery> {
  const { webPush, log } = context;
  try {
    const { status } = await post(
      new URL(prepared.endpoint),
      prepared.headers,
      Buffer.from(prepared.body.buffer, prepared.body.byteOffset, prepared.body.byteLength),
      context.allowLoopback,
      context.resolveHost,
    );
    if (status === 404 || status === 410) {
      await webPush.removeExpired(tenantId, subscription.id);
      log.info({ tenantId, subscription: subscription.id, status }, 'web push: subscription expired, removed');
      return 'removed';
    }
    if (status >= 200 && status < 300) {
      if (recordSuccess) await webPush.delivered(tenantId, subscription.id, context.now?.() ?? new Date());
      return 'delivered';
    }
    log.warn({ tenantId, subscription: subscription.id, status }, 'web push: the push service refused');
    return 'failed';
  } catch (error) {
    log.warn({ tenantId, subscription: subscription.id, err: error }, 'web push: sending failed');
    return 'failed';
  }
}
