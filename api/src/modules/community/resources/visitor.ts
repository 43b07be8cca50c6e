import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../lib/http-error';

/** The browser's visitor id (`X-Visitor-Id`, PLT-02): 10 letters or digits. */
const visitorIdPattern = /^[A-Za-z0-9]{10}$/;

export function visitorIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-visitor-id'];
  return typeof header === 'string' && visitorIdPattern.test(header) ? header : undefined;
}

export function requireVisitorId(request: FastifyRequest): string {
  const id = visitorIdOf(request);
  if (id === undefined) throw new HttpError(400, request.t('resources.visitorIdRequired'));
  return id;
}
