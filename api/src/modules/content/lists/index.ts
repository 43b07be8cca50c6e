import type { FastifyPluginAsync } from 'fastify';
import { getGuestSectionRoute } from './get-guest-section';
import { getTagRoute } from './get-tag';
import { listArticlesByTagRoute } from './list-articles-by-tag';
import { listMostViewedArticlesRoute } from './list-most-viewed-articles';
import { listScopedArticlesRoute } from './list-scoped-articles';
import { listSidebarDynamicArticlesRoute } from './list-sidebar-dynamic-articles';
import { listSidebarLatestArticlesRoute } from './list-sidebar-latest-articles';
import { listSidebarPopularArticlesRoute } from './list-sidebar-popular-articles';
import { listTagArticlesRoute } from './list-tag-articles';
import type { ListsRepository } from './lists-repository';

/** ART-03..ART-05, ART-08: tag pages, every article list and the guest section. */
export const listsArea: FastifyPluginAsync<{ lists: ListsRepository }> = async (app, { lists }) => {
  await app.register(getTagRoute, { lists });
  await app.register(listTagArticlesRoute, { lists });
  await app.register(listArticlesByTagRoute, { lists });
  await app.register(listMostViewedArticlesRoute, { lists });
  await app.register(listSidebarPopularArticlesRoute, { lists });
  await app.register(listSidebarLatestArticlesRoute, { lists });
  await app.register(listSidebarDynamicArticlesRoute, { lists });
  await app.register(listScopedArticlesRoute, { lists });
  await app.register(getGuestSectionRoute);
};
