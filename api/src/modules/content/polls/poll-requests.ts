import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { visitorIdOf } from '../../community/resources/visitor';

/** Poll ids are Postgres integers; anything else in the path is a 400, never a query. */
export const pollIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const tenantQuery = z.object({ tenant_id: z.string().max(100).optional() });

/**
 * Who votes (the key of `poll_votes`): a logged-in user (`user:{id}`), else the browser's visitor id
 * (`visitor:{id}`, the `X-Visitor-Id` of PLT-02); null when the request carries neither.
 */
export async function voterKeyOf(request: FastifyRequest): Promise<string | null> {
  const owner = await request.getUser();
  if (owner !== null) return `user:${owner.user.id}`;
  const visitorId = visitorIdOf(request);
  return visitorId === undefined ? null : `visitor:${visitorId}`;
}
