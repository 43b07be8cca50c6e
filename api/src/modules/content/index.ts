import type { FastifyInstance } from 'fastify';
import { createClubFinder } from '../matchcenter/teams/find-club';
import { pushDueArticles } from '../web-push/delivery/scheduled-pushes';
import { createArticlePusher } from '../web-push/delivery/send-article-push';
import { createWebPushRepository } from '../web-push/web-push-repository';
import { articlesArea } from './articles';
import { createArticlesRepository } from './articles-repository';
import { createClubNewsRepository } from './club-news/club-news-repository';
import { listClubNewsRoute } from './club-news/list-club-news';
import { editorArea } from './editor';
import { createEditorArticlesRepository } from './editor/editor-articles-repository';
import { startPublicationRound } from './editor/publication-round';
import { embedsArea } from './embeds';
import { createEmbedCache } from './embeds/embed-cache';
import { headlineTestsArea } from './headline-tests';
import { createHeadlineTestsRepository } from './headline-tests/headline-tests-repository';
import { listsArea } from './lists';
import { createListsRepository } from './lists/lists-repository';
import { liveblogArea } from './liveblog';
import { createLiveblogRepository } from './liveblog/liveblog-repository';
import { picturesArea } from './pictures';
import { createPictureStore } from './pictures/create-picture-store';
import { createPicturesRepository } from './pictures/pictures-repository';
import { pollsArea } from './polls';
import { createPollsRepository } from './polls/polls-repository';
import { searchArea } from './search';
import { createSearchRepository } from './search/search-repository';

/**
 * Content (ART-*): the tenant's articles. Each repository is made here, once, and handed to its
 * sub-area as a plugin option, so the module's data access stays inside the module (decision 0056).
 */
export async function contentModule(app: FastifyInstance): Promise<void> {
  const articles = createArticlesRepository(app.db);
  const lists = createListsRepository(app.db);
  await app.register(articlesArea, { articles, lists });
  // Each feature folder registers its own routes (issue 15).
  await app.register(listsArea, { lists });
  await app.register(searchArea, { search: createSearchRepository(app.db) });
  await app.register(liveblogArea, { liveblogs: createLiveblogRepository(app.db) });
  await app.register(pollsArea, { polls: createPollsRepository(app.db) });
  await app.register(embedsArea, { cache: createEmbedCache(app.db) });
  const webPush = createWebPushRepository(app.db);
  await app.register(editorArea, {
    articles: createEditorArticlesRepository(app.db),
    readerArticles: articles,
    // WP-01: a published article that carries a push goes out once, after the editor's answer.
    pushWhenPublished: createArticlePusher({ webPush, config: app.config }),
  });
  // Issue 33: a scheduled article is announced at its minute, once, and its push leaves then.
  const pushLog = app.log.child({ module: 'web-push' });
  startPublicationRound(app, (tenantIds) =>
    pushDueArticles({ webPush, tenants: app.tenants, config: app.config, log: pushLog }, new Date(), tenantIds),
  );
  await app.register(headlineTestsArea, { tests: createHeadlineTestsRepository(app.db) });
  const pictures = createPicturesRepository(app.db);
  await app.register(picturesArea, { pictures, store: createPictureStore(app, pictures) });
  await app.register(listClubNewsRoute, {
    clubNews: createClubNewsRepository(app.db),
    findClub: createClubFinder(app.db),
  });
}
