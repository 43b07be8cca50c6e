import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { visitorIdOf } from '../../community/resources/visitor';
import { hmacHex } from '../../realtime/signatures';
import { visitorIdOrIssue } from './visitor-cookie';

/** Poll ids are Postgres integers; anything else in the path is a 400, never a query. */
export const pollIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const tenantQuery = z.object({ tenant_id: z.string().max(100).optional() });

/**
 * Who votes (decision 0048): a logged-in user, else a guest browser, known by the id of the signed
 * visitor cookie the server issued (visitor-cookie.ts), at a client address (kept as a keyed hash, for
 * the per-address limit, never as the address itself).
 */
export type Voter = { kind: 'user'; userId: number } | { kind: 'guest'; visitorId: string; addressKey: string };

/** The voter of a request that may only read (the show endpoint): null for a guest without a valid cookie. */
export async function voterOf(request: FastifyRequest, reply: FastifyReply, key: string): Promise<Voter | null> {
  const owner = await request.getUser();
  if (owner !== null) return { kind: 'user', userId: owner.user.id };
  const visitorId = visitorIdOrIssue(request, reply, key);
  return visitorId === null ? null : { kind: 'guest', visitorId, addressKey: addressKeyOf(request, key) };
}

/** The client address as a keyed hash: enough to count a household's votes, useless to anyone who reads it. */
export function addressKeyOf(request: FastifyRequest, key: string): string {
  return hmacHex(key, `address:${request.ip}`).slice(0, 32);
}

/** The spec's `X-Visitor-Id` (PLT-02), still asked of a guest voter although the cookie is what counts. */
export function hasVisitorIdHeader(request: FastifyRequest): boolean {
  return visitorIdOf(request) !== undefined;
}
