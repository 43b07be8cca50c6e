import type { FastifyInstance } from 'fastify';
import { createClubFinder } from '../matchcenter/teams/find-club';
import { createArticlesRepository } from './articles-repository';
import { createClubNewsRepository } from './club-news/club-news-repository';
import { getArticleRoute } from './get-article';
import { getRelatedArticlesRoute } from './get-related-articles';
import { listLatestArticlesRoute } from './list-latest-articles';
import { listUserArticlesRoute } from './list-user-articles';
import { editorModule } from './editor';
import { embedsModule } from './embeds';
import { listsModule } from './lists';
import { createListsRepository } from './lists/lists-repository';
import { liveblogModule } from './liveblog';
import { pollsModule } from './polls';
import { searchModule } from './search';
import { headlineTestsModule } from './headline-tests';
import { listClubNewsRoute } from './club-news/list-club-news';

/**
 * Content (ART-*): the tenant's articles. The repository is handed to each route as an option, so
 * the module's data access stays inside the module.
 */
export async function contentModule(app: FastifyInstance): Promise<void> {
  const articles = createArticlesRepository(app.db);
  await app.register(listLatestArticlesRoute, { articles, lists: createListsRepository(app.db) });
  await app.register(getArticleRoute, { articles });
  await app.register(getRelatedArticlesRoute, { articles });
  await app.register(listUserArticlesRoute, { articles });
  // Each feature folder registers its own routes (issue 15).
  await app.register(listsModule);
  await app.register(searchModule);
  await app.register(liveblogModule);
  await app.register(pollsModule);
  await app.register(embedsModule);
  await app.register(editorModule);
  await app.register(headlineTestsModule);
  await app.register(listClubNewsRoute, {
    clubNews: createClubNewsRepository(app.db),
    findClub: createClubFinder(app.db),
  });
}
