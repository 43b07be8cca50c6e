import type { FastifyInstance } from 'fastify';
import { createCommentsRepository } from './comments-repository';
import { listLatestCommentsRoute } from './list-latest-comments';

/** Community (CMT-*): comments on the tenant's resources. */
export async function communityModule(app: FastifyInstance): Promise<void> {
  const comments = createCommentsRepository(app.db);
  await app.register(listLatestCommentsRoute, { comments });
}
