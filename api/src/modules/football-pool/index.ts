import type { FastifyInstance } from 'fastify';
import { leaguesArea } from './leagues';
import { createLeaguesRepository } from './leagues/leagues-repository';
import { predictionsArea } from './predictions';
import { createPredictionsRepository } from './predictions/predictions-repository';
import { createWeekCache } from './predictions/week-cache';
import { rankingsArea } from './rankings';
import { createRankingsRepository } from './rankings/rankings-repository';
import { settlePredictionsOnMatchEnd } from './settlement/settle-predictions-plugin';
import { createSettlement } from './settlement/settlement';

/**
 * Football pool (FP-*; decision 0015): the tenant's weekly prediction games over the league's
 * fixtures, scored when a match ends, ranked per week, month and season, and mini-leagues.
 * The repositories are made here, once, and handed to each sub-area as plugin options (decision 0056).
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
  await app.register(predictionsArea, { predictions, weekCache });
  await app.register(rankingsArea, { rankings, predictions, leagues });
  await app.register(leaguesArea, { leagues });
  await settlePredictionsOnMatchEnd(app, { settlement: createSettlement(app.db) });
}
