import type { FastifyPluginAsync } from 'fastify';
import type { MatchcenterRepository } from '../matchcenter-repository';
import { getTeamRoute } from './get-team';
import { getTeamSquadRoute } from './get-team-squad';
import { getTeamWidgetRoute } from './get-team-widget';
import { listTeamFixturesRoute } from './list-team-fixtures';
import type { TeamsRepository } from './teams-repository';

/**
 * The team page's calls (MC-07, MC-13): club information, the soccer-data club widget, the season's
 * fixtures and results, and the squad. One plugin, so the module registers the feature in one line.
 */
export const teamsRoutes: FastifyPluginAsync<{ matchcenter: MatchcenterRepository; teams: TeamsRepository }> = async (
  app,
  { matchcenter, teams },
) => {
  await app.register(getTeamRoute, { teams });
  await app.register(getTeamWidgetRoute, { teams, matchcenter });
  await app.register(listTeamFixturesRoute, { teams, matchcenter });
  await app.register(getTeamSquadRoute, { teams });
};
