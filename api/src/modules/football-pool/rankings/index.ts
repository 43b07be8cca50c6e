import type { FastifyPluginAsync } from 'fastify';
import type { LeaguesRepository } from '../leagues/leagues-repository';
import type { PredictionsRepository } from '../predictions/predictions-repository';
import { getMyRankingRoute } from './get-my-ranking';
import { getUserRankingRoute } from './get-user-ranking';
import { listRankingRoute } from './list-ranking';
import { listRankingPeriodsRoute } from './list-ranking-periods';
import type { RankingsRepository } from './rankings-repository';

/** The pool's rankings (FP-04, FP-05): per week, month and season, overall or within a mini-league. */
export const rankingsArea: FastifyPluginAsync<{
  rankings: RankingsRepository;
  predictions: PredictionsRepository;
  leagues: LeaguesRepository;
}> = async (app, { rankings, predictions, leagues }) => {
  await app.register(listRankingRoute, { rankings, leagues });
  await app.register(getMyRankingRoute, { rankings });
  await app.register(getUserRankingRoute, { rankings, predictions });
  await app.register(listRankingPeriodsRoute, { predictions });
};
