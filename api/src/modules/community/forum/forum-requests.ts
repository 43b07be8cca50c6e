import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isManager } from '../../../lib/permissions';
import { idParam } from '../comments/comment-requests';

/** `{page}` of the lists: a whole number from 1 (0, a negative or not a number is a 400). */
export const forumPageParams = z.object({ page: z.coerce.number().int().min(1).max(1_000_000) });

export const topicIdParams = z.object({ id: idParam });

/** Whether the asker may pin, close and delete topics (ACC-12's manager flag); false for a guest. */
export async function asksAsManager(request: FastifyRequest): Promise<boolean> {
  const owner = await request.getUser();
  return owner !== null && isManager(owner.user.role, owner.user.isAdmin);
}
