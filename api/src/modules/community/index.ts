import type { FastifyInstance } from 'fastify';
import { createMatchClockReader } from '../matchcenter/fixture-detail/match-clock';
import { createClubFinder } from '../matchcenter/teams/find-club';
import { createCommentPages } from './comments/comment-pages';
import { createCommentThreads } from './comments/comment-threads';
import { createCommentWrites } from './comments/comment-writes';
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
import { createModerationRepository } from './moderation/moderation-repository';
import { forumModule } from './forum';
import { createClubThreadsRepository } from './forum/club-threads-repository';
import { createForumRepository } from './forum/forum-repository';
import { karmaModule } from './karma';
import { createKarmaRepository } from './karma/karma-repository';
import { createUserCommentsRepository } from './karma/user-comments-repository';
import { createNotifier } from './notifications/create-notifier';
import { notificationsModule } from './notifications';
import { createNotificationsRepository } from './notifications/notifications-repository';
import { clapResourceRoute } from './resources/clap-resource';
import { createResourceFinder } from './resources/find-resources';
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
  const resources = createResourceFinder(app.db);
  const stats = createResourceStatsRepository(app.db);
  const notifier = createNotifier({ db: app.db, realtime: app.realtime, log: app.log });
  const commentWrites = createCommentWrites(app.db, {
    threads,
    notifier,
    matchClock: createMatchClockReader(app.db),
  });
  const moderation = createModerationRepository(app.db);

  await app.register(listLatestCommentsRoute, { comments });
  await app.register(listTopCommentsThisWeekRoute, { comments });
  await app.register(listCommentsRoute, { pages });
  await app.register(getCommentRoute, { threads });
  await app.register(getFeaturedCommentRoute, { threads, resources });
  await app.register(storeCommentRoute, { commentWrites, threads, pages, notifier, resources });
  await app.register(editCommentRoute, { commentWrites, threads, pages });
  await app.register(deleteCommentRoute, { commentWrites, pages, notifier });
  await app.register(reportCommentRoute, { commentWrites, pages });
  await app.register(likeCommentRoute, { commentWrites, pages, notifier });
  await app.register(unlikeCommentRoute, { commentWrites, pages, notifier });

  await app.register(listReportedCommentsRoute, { moderation, threads, resources });
  await app.register(moderateCommentRoute, { commentWrites, threads, pages, notifier });
  await app.register(listModerationLogRoute, { moderation });

  await app.register(clapResourceRoute, { stats, resources });
  await app.register(getResourceClapsRoute, { stats, resources });
  await app.register(visitResourceRoute, { stats, resources });

  await app.register(notificationsModule, { notifications: createNotificationsRepository(app.db), notifier });
  await app.register(karmaModule, {
    karma: createKarmaRepository(app.db),
    userComments: createUserCommentsRepository(app.db),
    resources,
  });
  await app.register(forumModule, {
    forum: createForumRepository(app.db, { notifier }),
    clubThreads: createClubThreadsRepository(app.db),
    findClub: createClubFinder(app.db),
    pages,
    notifier,
  });
}
