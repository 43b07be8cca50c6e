// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- e2e imports this file too, and must see the declaration
/// <reference path="./http-ece.d.ts" />
// A browser's push service at the network edge (WP-01), for the API tests and the e2e journey: an HTTP
// server on 127.0.0.1 that takes pushes at /push/{id} as FCM or Mozilla's autopush would, checks their
// VAPID signature (RFC 8292) and, for a subscription whose browser keys it knows, decrypts the
// aes128gcm body (RFC 8291) with http_ece, as the browser would.
import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import { decrypt } from 'http_ece';

/** A browser's side of a subscription: its ECDH key pair and auth secret, as PushManager makes them. */
export interface BrowserPushKeys {
  ecdh: ECDH;
  /** The public key, base64url (65 bytes, uncompressed): `keys.p256dh`. */
  p256dh: string;
  /** 16 random bytes, base64url: `keys.auth`. */
  auth: string;
}

export function createBrowserPushKeys(): BrowserPushKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

interface VapidCheck {
  /** The signature verifies with `k`, `aud` is this service's origin and `exp` is in the next 24 hours. */
  valid: boolean;
  /** The `k` of the Authorization header: the sender's VAPID public key, base64url. */
  publicKey: string | null;
  claims: Record<string, unknown> | null;
}

export interface ReceivedPush {
  subscriptionId: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  vapid: VapidCheck;
  /** The decrypted body parsed as JSON; undefined when the browser keys are not known here. */
  payload: unknown;
  /** The status this service answered. */
  status: number;
}

export interface LocalPushService {
  origin: string;
  /** The endpoint of a subscription with this id (a new random one by default). */
  endpoint(id?: string): string;
  /** Lets this service decrypt the pushes of `endpoint` (the browser's private key stays on this side). */
  rememberKeys(endpoint: string, keys: BrowserPushKeys | { privateKey: Buffer; auth: string }): void;
  /** From now on, answers pushes to `endpoint` with `status` (410: unsubscribed, 404: expired). */
  answerWith(endpoint: string, status: number): void;
  readonly received: ReceivedPush[];
  /** The pushes received for `endpoint` so far. */
  receivedBy(endpoint: string): ReceivedPush[];
  /** Waits until `endpoint` received `count` pushes (default 1); throws after `timeoutMs`. */
  waitFor(endpoint: string, count?: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

function checkVapid(authorization: string | undefined, origin: string): VapidCheck {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (match === null) return { valid: false, publicKey: null, claims: null };
  const [, token = '', publicKey = ''] = match;
  const [header = '', claimsPart = '', signature = ''] = token.split('.');
  let claims: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(claimsPart, 'base64url').toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null) claims = Object.fromEntries(Object.entries(parsed));
    const point = Buffer.from(publicKey, 'base64url');
    if (point.length !== 65 || point[0] !== 4) return { valid: false, publicKey, claims };
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${claimsPart}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    const exp = typeof claims?.['exp'] === 'number' ? claims['exp'] : 0;
    const now = Date.now() / 1000;
    const valid = signed && claims?.['aud'] === origin && exp > now && exp <= now + 24 * 60 * 60 + 60;
    return { valid, publicKey, claims };
  } catch {
    return { valid: false, publicKey, claims };
  }
}

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const keysById = new Map<string, { ecdh: ECDH; auth: string }>();
  const statusById = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const waiters = new Set<() => void>();
  let origin = '';

  const idOf = (endpoint: string) => new URL(endpoint).pathname.replace(/^\/push\//, '');

  const server = http.createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const id = /^\/push\/([A-Za-z0-9_-]{1,100})$/.exec(path)?.[1];
      if (request.method !== 'POST' || id === undefined) {
        response.writeHead(404).end();
        return;
      }
      const body = await readBody(request);
      const vapid = checkVapid(request.headers.authorization, origin);
      const keys = keysById.get(id);
      let payload: unknown;
      if (keys !== undefined && request.headers['content-encoding'] === 'aes128gcm') {
        try {
          payload = JSON.parse(
            decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth }).toString('utf8'),
          );
        } catch {
          payload = null;
        }
      }
      // A push service refuses a push it cannot authenticate (RFC 8292 §4.2: 401/403).
      const status = vapid.valid ? (statusById.get(id) ?? 201) : 403;
      received.push({ subscriptionId: id, headers: request.headers, body, vapid, payload, status });
      response.writeHead(status, { location: `${origin}/message/${randomBytes(8).toString('hex')}` }).end();
      for (const wake of [...waiters]) wake();
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the local push service has no port');
  const { port } = address;
  origin = `http://127.0.0.1:${port}`;

  const receivedBy = (endpoint: string) => received.filter((push) => push.subscriptionId === idOf(endpoint));

  return {
    origin,
    endpoint: (id = randomBytes(12).toString('base64url')) => `${origin}/push/${id}`,
    rememberKeys(endpoint, keys) {
      if ('ecdh' in keys) {
        keysById.set(idOf(endpoint), { ecdh: keys.ecdh, auth: keys.auth });
        return;
      }
      const ecdh = createECDH('prime256v1');
      ecdh.setPrivateKey(keys.privateKey);
      keysById.set(idOf(endpoint), { ecdh, auth: keys.auth });
    },
    answerWith(endpoint, status) {
      statusById.set(idOf(endpoint), status);
    },
    received,
    receivedBy,
    waitFor(endpoint, count = 1, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const pushes = receivedBy(endpoint);
          if (pushes.length < count) return false;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(pushes);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(`the local push service got ${receivedBy(endpoint).length} of ${count} pushes for ${endpoint}`),
          );
        }, timeoutMs);
        waiters.add(wake);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
