import type { FastifyPluginAsync } from 'fastify';
import type { ArticlesRepository } from '../articles-repository';
import type { ListsRepository } from '../lists/lists-repository';
import { getArticleRoute } from './get-article';
import { getRelatedArticlesRoute } from './get-related-articles';
import { listLatestArticlesRoute } from './list-latest-articles';
import { listUserArticlesRoute } from './list-user-articles';

/** The readers' articles: one article and its related ones (ART-01), the latest (ART-02), an author's (PRF-01). */
export const articlesArea: FastifyPluginAsync<{ articles: ArticlesRepository; lists: ListsRepository }> = async (
  app,
  { articles, lists },
) => {
  await app.register(listLatestArticlesRoute, { articles, lists });
  await app.register(getArticleRoute, { articles });
  await app.register(getRelatedArticlesRoute, { articles });
  await app.register(listUserArticlesRoute, { articles });
};
