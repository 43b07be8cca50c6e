import type { FastifyPluginAsync } from 'fastify';
import type { MatchcenterRepository } from '../matchcenter-repository';
import { getAllRoundFixturesRoute } from './get-all-round-fixtures';
import { getLeagueRankingsRoute } from './get-league-rankings';
import { getTopScorersRoute } from './get-top-scorers';
import { listLeagueRoundsRoute } from './list-league-rounds';
import type { RankingsRepository } from './rankings-repository';

/**
 * The league ranking page's endpoints (MC-01, MC-09): the grouped tables, the top scorers, every
 * round's fixtures, and the soccer-data service's list of rounds. One plugin, so the module
 * registers them with one line.
 */
export const rankingsRoutes: FastifyPluginAsync<{
  matchcenter: MatchcenterRepository;
  rankings: RankingsRepository;
}> = async (app, { matchcenter, rankings }) => {
  await app.register(getLeagueRankingsRoute, { matchcenter, rankings });
  await app.register(getTopScorersRoute, { matchcenter, rankings });
  await app.register(getAllRoundFixturesRoute, { matchcenter, rankings });
  await app.register(listLeagueRoundsRoute, { matchcenter, rankings });
};
