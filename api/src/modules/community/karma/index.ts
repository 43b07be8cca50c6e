import type { FastifyInstance } from 'fastify';
import type { ResourceFinder } from '../resources/find-resources';
import { countUserCommentsRoute } from './count-user-comments';
import { getUserKarmaRankingRoute } from './get-user-karma-ranking';
import { getUserKarmaStatsRoute } from './get-user-karma-stats';
import type { KarmaRepository } from './karma-repository';
import { listKarmaStatsInAPeriodRoutes } from './list-karma-stats-in-a-period';
import { listTopCommentsRoute } from './list-top-comments';
import { listUserCommentsBoardRoute } from './list-user-comments-board';
import { listUserCommentsRoute } from './list-user-comments';
import { listUserLikesBoardRoute } from './list-user-likes-board';
import type { UserCommentsRepository } from './user-comments-repository';

interface KarmaModuleOptions {
  karma: KarmaRepository;
  /** Made with the same clock as `now`. */
  userComments: UserCommentsRepository;
  resources: ResourceFinder;
  /** The clock the current week and month are read from (and articles published by); a test's to move. */
  now?: () => Date;
}

/**
 * Leaderboards, karma and a profile's comments (COM-01, KAR-01, KAR-02, PRF-01). The counts come from
 * karma_counts, kept by triggers (docs/decisions/0018-karma-counts.md); the comment lists read comments
 * on public resources only. Every answer that is the same for every visitor is public for 30 s.
 */
export async function karmaModule(app: FastifyInstance, options: KarmaModuleOptions): Promise<void> {
  const { karma, userComments, resources } = options;
  const now = options.now ?? (() => new Date());

  await app.register(listUserCommentsBoardRoute, { karma, now });
  await app.register(listUserLikesBoardRoute, { karma, now });
  await app.register(listTopCommentsRoute, { userComments, resources, now });
  await app.register(listKarmaStatsInAPeriodRoutes, { karma, now });
  await app.register(getUserKarmaStatsRoute, { karma, now });
  await app.register(getUserKarmaRankingRoute, { karma });
  await app.register(countUserCommentsRoute, { karma, userComments });
  await app.register(listUserCommentsRoute, { karma, userComments, resources, now });
}
