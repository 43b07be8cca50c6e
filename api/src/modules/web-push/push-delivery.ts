import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { isPublicAddress, publicOnlyLookup } from './push-address';
import type { SubscriptionRecord, VapidKeys, WebPushRepository } from './web-push-repository';

/** One push service request may take this long before it counts as failed. */
const requestTimeoutMs = 10_000;
/** A push service's answer is a few bytes; more is not read. */
const answerBytesMax = 16 * 1024;

export interface PushMessage {
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

export interface PushDeliveryContext {
  webPush: WebPushRepository;
  log: FastifyBaseLogger;
  now?: () => Date;
  /**
   * Whether http to a loopback push service is allowed: the local push service of the tests and the
   * e2e run, never in production. Every other address must be https and resolve to public addresses.
   */
  allowLoopback: boolean;
}

export type Delivery = 'delivered' | 'removed' | 'failed';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '::1']);

interface PushAnswer {
  status: number;
}

/** POSTs the signed, encrypted request; resolves with the status, rejects on a refused address. */
function post(
  endpoint: URL,
  headers: Record<string, string>,
  body: Buffer,
  allowLoopback: boolean,
): Promise<PushAnswer> {
  const host = endpoint.hostname.replace(/^\[|\]$/g, '');
  const loopback = allowLoopback && loopbackHosts.has(host);
  if (!loopback && endpoint.protocol !== 'https:') return Promise.reject(new Error('push endpoint is not https'));
  if (!loopback && isIP(host) !== 0 && !isPublicAddress(host)) {
    return Promise.reject(new Error('push endpoint is not a public address'));
  }
  const send = endpoint.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const request = send(
      endpoint,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(body.length) },
        // Checked at connect time, on the address actually used (push-address.ts).
        ...(loopback ? {} : { lookup: publicOnlyLookup }),
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
 * RFC 8291) for the browser's keys; the request goes to whatever push service the browser chose, if
 * its address is public. A 404 or 410 means the subscription is gone: it is removed (its preferences
 * and queued alerts with it). Never throws.
 */
export async function deliverPush(
  context: PushDeliveryContext,
  tenantId: string,
  keys: VapidKeys,
  subscription: SubscriptionRecord,
  message: PushMessage,
): Promise<Delivery> {
  const { webPush, log } = context;
  try {
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      message.payload,
      {
        vapidDetails: keys,
        TTL: message.timeToLiveSeconds,
        urgency: message.urgency,
        contentEncoding: 'aes128gcm',
        ...(message.topic === undefined ? {} : { topic: message.topic }),
      },
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(details.headers)) {
      if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
    }
    const { status } = await post(
      new URL(details.endpoint),
      headers,
      Buffer.from(details.body ?? ''),
      context.allowLoopback,
    );
    if (status === 404 || status === 410) {
      await webPush.removeExpired(tenantId, subscription.id);
      log.info({ tenantId, subscription: subscription.id, status }, 'web push: subscription expired, removed');
      return 'removed';
    }
    if (status >= 200 && status < 300) {
      await webPush.delivered(tenantId, subscription.id, context.now?.() ?? new Date());
      return 'delivered';
    }
    log.warn({ tenantId, subscription: subscription.id, status }, 'web push: the push service refused');
    return 'failed';
  } catch (error) {
    log.warn({ tenantId, subscription: subscription.id, err: error }, 'web push: sending failed');
    return 'failed';
  }
}
