import type { FastifyInstance } from 'fastify';
import { createCommentPages } from './comments/comment-pages';
import { createCommentThreads } from './comments/comment-threads';
import { deleteCommentRoute } from './comments/delete-comment';
import { editCommentRoute } from './comments/edit-comment';
import { getCommentRoute } from './comments/get-comment';
import { getFeaturedCommentRoute } from './comments/get-featured-comment';
import { likeCommentRoute } from './comments/like-comment';
import { listCommentsRoute } from './comments/list-comments';
import { reportCommentRoute } from './comments/report-comment';
import { storeCommentRoute } from './comments/store-comment';
import { unlikeCommentRoute } from './comments/unlike-comment';
import { createCommentsRepository } from './comments-repository';
import { listLatestCommentsRoute } from './list-latest-comments';
import { listTopCommentsThisWeekRoute } from './list-top-comments-this-week';
import { listModerationLogRoute } from './moderation/list-moderation-log';
import { listReportedCommentsRoute } from './moderation/list-reported-comments';
import { moderateCommentRoute } from './moderation/moderate-comment';
import { forumModule } from './forum';
import { karmaModule } from './karma';
import { createNotifier } from './notifications/create-notifier';
import { notificationsModule } from './notifications';
import { clapResourceRoute } from './resources/clap-resource';
import { getResourceClapsRoute } from './resources/get-resource-claps';
import { createResourceStatsRepository } from './resources/resource-stats-repository';
import { visitResourceRoute } from './resources/visit-resource';

/**
 * Community (CMT-*, RES-*, NOT-*): comments on the tenant's articles, matches and forum topics, their
 * moderation, claps and visits of resources, and notifications. The one notifier is handed to every
 * operation that writes what a notification is about, and to the notifications module; the kept comment
 * pages to the list and to every operation that changes what a list shows.
 */
export async function communityModule(app: FastifyInstance): Promise<void> {
  const comments = createCommentsRepository(app.db);
  const threads = createCommentThreads(app.db);
  const pages = createCommentPages({
    db: app.db,
    threads,
    lifetimeMs: app.config.publicAnswerCacheSeconds * 1000,
    onTenantChange: (listener) => app.onTenantContentChange(listener),
  });
  const stats = createResourceStatsRepository(app.db);
  const notifier = createNotifier(app);

  await app.register(listLatestCommentsRoute, { comments });
  await app.register(listTopCommentsThisWeekRoute, { comments });
  await app.register(listCommentsRoute, { pages });
  await app.register(getCommentRoute, { threads });
  await app.register(getFeaturedCommentRoute, { threads });
  await app.register(storeCommentRoute, { threads, pages, notifier });
  await app.register(editCommentRoute, { threads, pages });
  await app.register(deleteCommentRoute, { threads, pages, notifier });
  await app.register(reportCommentRoute, { pages });
  await app.register(likeCommentRoute, { pages, notifier });
  await app.register(unlikeCommentRoute, { pages, notifier });

  await app.register(listReportedCommentsRoute, { threads });
  await app.register(moderateCommentRoute, { threads, pages, notifier });
  await app.register(listModerationLogRoute);

  await app.register(clapResourceRoute, { stats });
  await app.register(getResourceClapsRoute, { stats });
  await app.register(visitResourceRoute, { stats });

  await app.register(notificationsModule, { notifier });
  await app.register(karmaModule);
  await app.register(forumModule, { pages, notifier });
}
