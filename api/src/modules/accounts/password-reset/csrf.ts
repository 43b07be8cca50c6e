import { createHash, timingSafeEqual } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../../lib/http-error';
import { generateToken } from '../../../lib/tokens';

/**
 * CSRF protection of the reset-password form (ACC-08) by double submit: `GET /refresh-token` puts a
 * random token in an HttpOnly cookie and in its answer; the form sends the answer back as `_token`. A
 * page on another site can make the browser send the cookie, but cannot read the answer, so it cannot
 * send a matching `_token`.
 */
const csrfCookieName = 'tribune_csrf';

/** Issues a fresh token and sets it as the cookie (Secure when the request came over https). */
export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const token = generateToken();
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: csrfCookieName,
      value: token,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: request.protocol === 'https',
    }),
  );
  return token;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Rejects with 419 (Laravel's "page expired", which the spec's front end knows) unless `submitted`
 * equals the cookie. Compared as digests with timingSafeEqual, so neither content nor length leaks.
 */
export function assertCsrfToken(request: FastifyRequest, submitted: string | undefined): void {
  const header = request.headers.cookie;
  const cookie = header === undefined ? undefined : parseCookie(header)[csrfCookieName];
  const valid =
    cookie !== undefined &&
    cookie !== '' &&
    submitted !== undefined &&
    submitted !== '' &&
    timingSafeEqual(digest(cookie), digest(submitted));
  if (!valid) throw new HttpError(419, request.t('csrf.mismatch'));
}
