import type { FastifyPluginAsync } from 'fastify';
import { searchArticlesRoute } from './search-articles';
import type { SearchRepository } from './search-repository';

/** ART-04: full-text search. */
export const searchArea: FastifyPluginAsync<{ search: SearchRepository }> = async (app, { search }) => {
  await app.register(searchArticlesRoute, { search });
};
