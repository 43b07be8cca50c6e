import type { FastifyInstance } from 'fastify';
import { searchArticlesRoute } from './search-articles';
import { createSearchRepository } from './search-repository';

/** ART-04: full-text search. */
export async function searchModule(app: FastifyInstance): Promise<void> {
  const search = createSearchRepository(app.db);
  await app.register(searchArticlesRoute, { search });
}
