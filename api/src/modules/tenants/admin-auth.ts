import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * onRequest hook for the operator API (before the body is even parsed, so a caller without the token
 * learns nothing from validation errors): `Authorization: Bearer $ADMIN_TOKEN`. Digests are compared so the
 * comparison takes the same time whatever the length or content of the guess.
 */
export function requireAdminToken(app: FastifyInstance) {
  const expected = digest(app.config.adminToken);
  return async function checkAdminToken(request: FastifyRequest): Promise<void> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    const given = match?.[1];
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      throw new HttpError(401, request.t('error.adminUnauthorized'));
    }
  };
}
