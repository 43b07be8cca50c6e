import type { FastifyInstance } from 'fastify';
import type { MatchcenterRepository } from '../matchcenter-repository';
import { getTeamRoute } from './get-team';
import { getTeamSquadRoute } from './get-team-squad';
import { getTeamWidgetRoute } from './get-team-widget';
import { listTeamFixturesRoute } from './list-team-fixtures';
import { createTeamsRepository } from './teams-repository';

/**
 * The team page's calls (MC-07, MC-13): club information, the soccer-data club widget, the season's
 * fixtures and results, and the squad. One plugin, so the module registers the feature in one line.
 */
export async function teamsRoutes(app: FastifyInstance, { matchcenter }: { matchcenter: MatchcenterRepository }) {
  const teams = createTeamsRepository(app.db);
  await app.register(getTeamRoute, { teams });
  await app.register(getTeamWidgetRoute, { teams, matchcenter });
  await app.register(listTeamFixturesRoute, { teams, matchcenter });
  await app.register(getTeamSquadRoute, { teams });
}
