import type { FastifyInstance } from 'fastify';
import type { ClubFinder } from '../../matchcenter/teams/find-club';
import type { CommentPages } from '../comments/comment-pages';
import type { Notifier } from '../notifications/notifier';
import type { ClubThreadsRepository } from './club-threads-repository';
import { deleteTopicRoute } from './delete-topic';
import type { ForumRepository } from './forum-repository';
import { getTopicRoute } from './get-topic';
import { listClubThreadsRoute } from './list-club-threads';
import { listForumPageRoute } from './list-forum-page';
import { listForumSidebarRoute } from './list-forum-sidebar';
import { moderateTopicRoute } from './moderate-topic';
import { startTopicRoute } from './start-topic';

interface ForumModuleOptions {
  forum: ForumRepository;
  clubThreads: ClubThreadsRepository;
  /** Matchcenter's club lookup (a club's threads are named by its club). */
  findClub: ClubFinder;
  pages: CommentPages;
  notifier: Notifier;
}

/**
 * The forum (FRM-01, FRM-02): topics, their lists, and managers' pin, close and delete. A topic is a
 * comment resource of type `forum`: its posts are written and read by the comments' operations, and
 * every write here drops the tenant's kept comment pages of the topic (`pages.forget`); the public
 * answers go on any successful write (plugins/content-changes.ts). A deleted topic's notifications are
 * removed and their owners told, as a deleted comment's are (the module's one notifier). A club's threads
 * (CLB-02) are topics and match threads together, read by a repository of their own.
 */
export async function forumModule(
  app: FastifyInstance,
  { forum, clubThreads, findClub, pages, notifier }: ForumModuleOptions,
): Promise<void> {
  await app.register(listForumPageRoute, { forum });
  await app.register(listForumSidebarRoute, { forum });
  await app.register(getTopicRoute, { forum });
  await app.register(startTopicRoute, { forum, pages });
  await app.register(moderateTopicRoute, { forum, pages });
  await app.register(deleteTopicRoute, { forum, pages, notifier });
  await app.register(listClubThreadsRoute, { clubThreads, findClub });
}
