import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RunInTransaction } from '../../db/client';
import { favouriteTeamRoutes } from './favourite-team';
import { createFavouriteTeamRepository } from './favourite-team/favourite-team-repository';
import { fixtureDetailRoutes } from './fixture-detail';
import { createFixtureDetailRepository } from './fixture-detail/fixture-detail-repository';
import { fixturesRoutes } from './fixtures';
import { formationsRoutes } from './formations';
import { createFormationsRepository } from './formations/formations-repository';
import { manOfTheMatchRoutes } from './man-of-the-match';
import { createMomRepository } from './man-of-the-match/mom-repository';
import { createMatchPreviewRepository } from './match-preview/match-preview-repository';
import { createMatchcenterRepository } from './matchcenter-repository';
import { operatorRoutes } from './operator';
import { playersRoutes } from './players';
import { createPlayersRepository } from './players/players-repository';
import { footballDataSyncPlugin } from './provider/football-data-sync-plugin';
import { rankingsRoutes } from './rankings';
import { createRankingsRepository } from './rankings/rankings-repository';
import { matchSimulatorPlugin } from './simulator/match-simulator-plugin';
import { createScheduleRepository } from './simulator/schedule-repository';
import { createSimulationsRepository } from './simulator/simulations-repository';
import { teamsRoutes } from './teams';
import { createTeamsRepository } from './teams/teams-repository';

/**
 * Match centre (MC-*): fixtures, results and the table of the league data (league-wide, so the
 * tenant only picks the language of the dates and labels), and the live-match simulator with its
 * operator API. Not encapsulated (fastify-plugin), so `app.matchSimulator` and `app.footballEvents`
 * reach the modules registered after it (the prediction game listens for finished matches); its
 * routes stay in their own contexts. The repositories are made here, once, and handed to each
 * sub-area and to the background work as plugin options (decision 0056).
 */
export const matchcenterModule = fp(matchcenter, { name: 'matchcenter', dependencies: ['realtime', 'tenant'] });

async function matchcenter(app: FastifyInstance): Promise<void> {
  const matchcenter = createMatchcenterRepository(app.db);
  const fixtureDetails = createFixtureDetailRepository(app.db);
  const previews = createMatchPreviewRepository(app.db);
  const teams = createTeamsRepository(app.db);
  const players = createPlayersRepository(app.db);
  const rankings = createRankingsRepository(app.db);
  const mom = createMomRepository(app.db);
  const favourites = createFavouriteTeamRepository(app.db);
  const lineups = createFormationsRepository(app.db);
  const schedule = createScheduleRepository(app.db);
  const simulations = createSimulationsRepository(app.db);
  // A season or an update of the SportMonks import is written in one transaction, across the
  // leagues', clubs', players', fixtures' and goals' tables.
  const runInTransaction: RunInTransaction = (work) => app.db.transaction(work);

  await app.register(fixturesRoutes, { matchcenter });
  await app.register(fixtureDetailRoutes, { matchcenter, fixtureDetails, previews });
  await app.register(teamsRoutes, { matchcenter, teams });
  await app.register(playersRoutes, { players, mom });
  await app.register(rankingsRoutes, { matchcenter, rankings });
  await app.register(manOfTheMatchRoutes, { mom });
  await app.register(favouriteTeamRoutes, { favourites });
  await app.register(formationsRoutes, { lineups, teams });
  await app.register(matchSimulatorPlugin, { schedule, simulations });
  // SportMonks import when SPORTMONKS_TOKEN is set; otherwise nothing (decision 0014).
  await app.register(footballDataSyncPlugin, { runInTransaction });
  await app.register(operatorRoutes, { simulator: app.matchSimulator });
}
