import type { FastifyPluginAsync } from 'fastify';
import { getGameByFixtureRoute } from './get-game-by-fixture';
import { getGamePublicStatsRoute } from './get-game-public-stats';
import { listPredictionsRoute } from './list-predictions';
import type { PredictionsRepository } from './predictions-repository';
import { savePredictionsRoute } from './save-predictions';
import type { WeekCache } from './week-cache';

/** The pool's prediction games (FP-01, FP-03, FP-06, FP-07): a week's games, saving predictions, a game's stats. */
export const predictionsArea: FastifyPluginAsync<{
  predictions: PredictionsRepository;
  weekCache: WeekCache;
}> = async (app, { predictions, weekCache }) => {
  await app.register(listPredictionsRoute, { predictions, weekCache });
  await app.register(savePredictionsRoute, { predictions });
  await app.register(getGamePublicStatsRoute, { predictions });
  await app.register(getGameByFixtureRoute, { predictions });
};
