import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type LeaderboardDeps, registerLeaderboard } from './leaderboard-route';

/** GET /api/v2/community/user-comments/{timeFrame} (COM-01): the fans with the most comments in the frame. */
export const listUserCommentsBoardRoute: FastifyPluginAsyncZod<LeaderboardDeps> = async (app, deps) => {
  registerLeaderboard(app, deps, {
    url: '/api/v2/community/user-comments/:timeFrame',
    order: 'comments',
    summary: 'Fans with the most comments this week, this month or of all time',
  });
};
