import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The Pusher signatures (library_auth_reference/auth-signatures.md and rest-api.md): HMAC-SHA256 in
 * lower-case hex, keyed with the app secret. The same functions sign (the auth endpoint) and verify (the
 * WebSocket server, the HTTP API), so both ends agree by construction; the tests check them against the
 * official `pusher` SDK and the documented vectors.
 */

export function hmacHex(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value, 'utf8').digest('hex');
}

export function md5Hex(body: Buffer | string): string {
  return createHash('md5').update(body).digest('hex');
}

/** Constant-time comparison, so a signature cannot be guessed byte by byte from response times. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** What a private channel's `auth` signs: `<socket_id>:<channel>`, plus `:<channel_data>` for presence. */
function channelStringToSign(socketId: string, channel: string, channelData?: string): string {
  return channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
}

/** The `auth` value pusher-js sends with a subscription: `<app key>:<hex signature>`. */
export function signChannel(
  app: { key: string; secret: string },
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  return `${app.key}:${hmacHex(app.secret, channelStringToSign(socketId, channel, channelData))}`;
}

export function verifyChannelAuth(
  app: { key: string; secret: string },
  auth: string | undefined,
  socketId: string,
  channel: string,
  channelData?: string,
): boolean {
  if (auth === undefined || auth === '') return false;
  return safeEqual(auth, signChannel(app, socketId, channel, channelData));
}

/** Pusher socket ids are `digits.digits`; the SDK refuses anything else (`validateSocketId`). */
export const socketIdPattern = /^\d+\.\d+$/;

export function newSocketId(): string {
  return `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;
}

/** What a signed HTTP API request signs: `METHOD\nPATH\nsorted query without auth_signature`. */
export function requestStringToSign(method: string, path: string, params: ReadonlyMap<string, string>): string {
  const query = [...params.entries()]
    .filter(([key]) => key !== 'auth_signature')
    .map(([key, value]): [string, string] => [key.toLowerCase(), value])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return `${method.toUpperCase()}\n${path}\n${query}`;
}

type RequestCheck = { ok: true } | { ok: false; reason: string };

/** Requests signed more than this far from our clock are refused (Pusher's window: replay protection). */
const timestampWindowSeconds = 600;

/**
 * Checks a signed HTTP API request as Pusher does: the key is the app's, the timestamp within the window,
 * `body_md5` matches a non-empty body, and the signature covers method, path and every other parameter
 * (decoded values, keys lower-cased and sorted).
 */
export function verifyRequest(
  app: { key: string; secret: string },
  request: { method: string; path: string; params: ReadonlyMap<string, string>; body?: Buffer },
  nowSeconds: number = Math.floor(Date.now() / 1000),
): RequestCheck {
  const { params } = request;
  const key = params.get('auth_key');
  const timestamp = params.get('auth_timestamp');
  const version = params.get('auth_version');
  const signature = params.get('auth_signature');
  if (key === undefined || timestamp === undefined || signature === undefined) {
    return { ok: false, reason: 'auth_key, auth_timestamp and auth_signature are required' };
  }
  if (version !== undefined && version !== '1.0') return { ok: false, reason: 'auth_version must be 1.0' };
  if (!safeEqual(key, app.key)) return { ok: false, reason: 'Unknown auth_key' };
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > timestampWindowSeconds) {
    return {
      ok: false,
      reason: `auth_timestamp must be within ${timestampWindowSeconds} seconds of the server's clock`,
    };
  }
  const body = request.body;
  if (body !== undefined && body.length > 0) {
    const sent = params.get('body_md5');
    if (sent === undefined || !safeEqual(sent, md5Hex(body)))
      return { ok: false, reason: 'body_md5 does not match the body' };
  }
  const expected = hmacHex(app.secret, requestStringToSign(request.method, request.path, params));
  if (!safeEqual(signature, expected)) return { ok: false, reason: 'Invalid signature' };
  return { ok: true };
}
