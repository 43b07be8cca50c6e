import type { FastifyInstance } from 'fastify';
import { createLeagueRoute } from './create-league';
import { deleteLeagueRoute } from './delete-league';
import { getGameByFixtureRoute } from './get-game-by-fixture';
import { getGamePublicStatsRoute } from './get-game-public-stats';
import { getLeagueRoute } from './get-league';
import { getLeagueByCodeRoute } from './get-league-by-code';
import { getMyRankingRoute } from './get-my-ranking';
import { getUserRankingRoute } from './get-user-ranking';
import { joinLeagueRoute } from './join-league';
import { createLeaguesRepository } from './leagues-repository';
import { listLeaguesRoute } from './list-leagues';
import { listPredictionsRoute } from './list-predictions';
import { listRankingRoute } from './list-ranking';
import { listRankingPeriodsRoute } from './list-ranking-periods';
import { createPredictionsRepository } from './predictions-repository';
import { createRankingsRepository } from './rankings-repository';
import { removeLeagueMemberRoute } from './remove-league-member';
import { savePredictionsRoute } from './save-predictions';
import { settlePredictionsOnMatchEnd } from './settle-predictions-plugin';
import { createWeekCache } from './week-cache';

/**
 * Football pool (FP-*; decision 0015): the tenant's weekly prediction games over the league's
 * fixtures, scored when a match ends, ranked per week, month and season, and mini-leagues.
 */
export async function footballPoolModule(app: FastifyInstance): Promise<void> {
  const predictions = createPredictionsRepository(app.db);
  const rankings = createRankingsRepository(app.db);
  const leagues = createLeaguesRepository(app.db);
  const weekCache = createWeekCache({
    predictions,
    lifetimeMs: app.config.publicAnswerCacheSeconds * 1000,
    onTenantChange: (listener) => app.onTenantContentChange(listener),
  });
  await app.register(listPredictionsRoute, { predictions, weekCache });
  await app.register(savePredictionsRoute, { predictions });
  await app.register(getGamePublicStatsRoute, { predictions });
  await app.register(getGameByFixtureRoute, { predictions });
  await app.register(listRankingRoute, { rankings, leagues });
  await app.register(getMyRankingRoute, { rankings });
  await app.register(getUserRankingRoute, { rankings, predictions });
  await app.register(listRankingPeriodsRoute, { predictions });
  await app.register(createLeagueRoute, { leagues });
  await app.register(listLeaguesRoute, { leagues });
  await app.register(getLeagueByCodeRoute, { leagues });
  await app.register(joinLeagueRoute, { leagues });
  await app.register(getLeagueRoute, { leagues });
  await app.register(removeLeagueMemberRoute, { leagues });
  await app.register(deleteLeagueRoute, { leagues });
  await settlePredictionsOnMatchEnd(app);
}
