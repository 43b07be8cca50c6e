import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { visitorIdOf } from '../../community/resources/visitor';
import { headlineGroups } from './schema';

/** Article ids are Postgres integers; anything else in the path is a 400, never a query. */
export const articleKey = z.number().int().positive().max(2_147_483_647);
export const articleIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const articleIdParamsNamed = z.object({
  articleId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const tenantQuery = z.object({ tenant_id: z.string().max(100).optional() });

/** The spec's group as the client sends it: lowercase a or b; anything else is a 422 under `group`. */
export const groupField = z
  .enum(headlineGroups, { error: 'headlineTests.badGroup' })
  .describe('The viewer’s A/B group, lowercase: a or b');

/**
 * Who saw a headline (the key of `headline_exposures`): the browser's visitor id (`visitor:{id}`, the
 * `X-Visitor-Id` of PLT-02) first, because the group lives in the browser (storage and cookie), so the
 * browser is the unit that was randomised; a logged-in user without one is `user:{id}`. Null when the
 * request carries neither.
 */
export async function viewerKeyOf(request: FastifyRequest): Promise<string | null> {
  const visitorId = visitorIdOf(request);
  if (visitorId !== undefined) return `visitor:${visitorId}`;
  const owner = await request.getUser();
  return owner === null ? null : `user:${owner.user.id}`;
}
