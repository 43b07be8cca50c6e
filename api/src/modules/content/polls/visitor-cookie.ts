import { randomBytes } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hmacHex, safeEqual } from '../../realtime/signatures';

/**
 * SEC-04 (decision 0048): the browser a guest votes from, as the server issued it. `X-Visitor-Id` is the
 * browser's own choice (a fresh one per request is free), so a guest's vote is keyed by this cookie
 * instead: `<id>.<signature>`, the id 128 random bits in hex, signed with HMAC-SHA256 (the realtime
 * module's `hmacHex`, no new crypto). A cookie the server did not sign is no cookie.
 */
const visitorCookieName = 'tribune_visitor';

/** A year: the browser keeps its vote as long as it keeps its other site data. */
const maxAgeSeconds = 365 * 24 * 60 * 60;

const idPattern = /^[0-9a-f]{32}$/;

/**
 * The signing key, derived from the operator token (a secret production refuses to start without), so
 * there is no new secret to configure; the label keeps it from ever equalling another use of the token.
 */
export function visitorCookieKey(adminToken: string): string {
  return hmacHex(adminToken, 'tribune visitor cookie v1');
}

function signed(key: string, id: string): string {
  return `${id}.${hmacHex(key, `visitor:${id}`)}`;
}

/** The id of the request's visitor cookie when the server signed it; null when absent, altered or forged. */
function verifiedVisitorId(request: FastifyRequest, key: string): string | null {
  const header = request.headers.cookie;
  const value = header === undefined ? undefined : parseCookie(header)[visitorCookieName];
  if (value === undefined) return null;
  const [id, signature, ...rest] = value.split('.');
  if (id === undefined || signature === undefined || rest.length > 0 || !idPattern.test(id)) return null;
  return safeEqual(value, signed(key, id)) ? id : null;
}

/**
 * The request's verified visitor id, or null after setting a fresh signed cookie on the answer (HttpOnly:
 * scripts never need it; SameSite=Lax: sent on the site's own requests; Secure when the request came
 * over https). Only the poll routes call this, so no cached public page ever carries a Set-Cookie.
 */
export function visitorIdOrIssue(request: FastifyRequest, reply: FastifyReply, key: string): string | null {
  const id = verifiedVisitorId(request, key);
  if (id !== null) return id;
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: visitorCookieName,
      value: signed(key, randomBytes(16).toString('hex')),
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: maxAgeSeconds,
      secure: request.protocol === 'https',
    }),
  );
  return null;
}
