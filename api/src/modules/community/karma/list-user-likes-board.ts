import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type LeaderboardDeps, registerLeaderboard } from './leaderboard-route';

/**
 * GET /api/v2/community/user-likes/{timeFrame} (COM-01): the fans whose comments got the most likes in
 * the frame (a like counts in the period it was given in).
 */
export const listUserLikesBoardRoute: FastifyPluginAsyncZod<LeaderboardDeps> = async (app, deps) => {
  registerLeaderboard(app, deps, {
    url: '/api/v2/community/user-likes/:timeFrame',
    order: 'likes',
    summary: 'Fans whose comments got the most likes this week, this month or of all time',
  });
};
