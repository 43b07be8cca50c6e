import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fixtureDetailRoutes } from './fixture-detail';
import { getHomepageRoute } from './get-homepage';
import { getLiveMatchesRoute } from './get-live-matches';
import { getTodaysFixturesRoute } from './get-todays-fixtures';
import { getRoundFixturesRoute } from './get-round-fixtures';
import { favouriteTeamRoutes } from './favourite-team';
import { formationsRoutes } from './formations';
import { manOfTheMatchRoutes } from './man-of-the-match';
import { createMatchcenterRepository } from './matchcenter-repository';
import { finishFixtureRoute } from './operator/finish-fixture';
import { listFixturesRoute } from './operator/list-fixtures';
import { startFixtureRoute } from './operator/start-fixture';
import { playersRoutes } from './players';
import { footballDataSyncPlugin } from './provider/football-data-sync-plugin';
import { rankingsRoutes } from './rankings';
import { teamsRoutes } from './teams';
import { matchSimulatorPlugin } from './simulator/match-simulator-plugin';

/**
 * Match centre (MC-*): fixtures, results and the table of the league data (league-wide, so the
 * tenant only picks the language of the dates and labels), and the live-match simulator with its
 * operator API. Not encapsulated (fastify-plugin), so `app.matchSimulator` and `app.footballEvents`
 * reach the modules registered after it (the prediction game listens for finished matches); its
 * routes stay in their own contexts.
 */
export const matchcenterModule = fp(matchcenter, { name: 'matchcenter', dependencies: ['realtime', 'tenant'] });

async function matchcenter(app: FastifyInstance): Promise<void> {
  const matchcenter = createMatchcenterRepository(app.db);
  await app.register(getHomepageRoute, { matchcenter });
  await app.register(getRoundFixturesRoute, { matchcenter });
  await app.register(getLiveMatchesRoute, { matchcenter });
  await app.register(getTodaysFixturesRoute, { matchcenter });
  await app.register(fixtureDetailRoutes, { matchcenter });
  await app.register(teamsRoutes, { matchcenter });
  await app.register(playersRoutes);
  await app.register(rankingsRoutes, { matchcenter });
  await app.register(manOfTheMatchRoutes);
  await app.register(favouriteTeamRoutes);
  await app.register(formationsRoutes);
  await app.register(matchSimulatorPlugin);
  // SportMonks import when SPORTMONKS_TOKEN is set; otherwise nothing (decision 0014).
  await app.register(footballDataSyncPlugin);
  const simulator = app.matchSimulator;
  await app.register(listFixturesRoute, { simulator });
  await app.register(startFixtureRoute, { simulator });
  await app.register(finishFixtureRoute, { simulator });
}
