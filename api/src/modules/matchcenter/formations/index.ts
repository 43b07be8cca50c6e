import type { FastifyPluginAsync } from 'fastify';
import type { TeamsRepository } from '../teams/teams-repository';
import type { FormationsRepository } from './formations-repository';
import { getTopFormationPlayersRoute } from './get-top-formation-players';
import { getUserFormationsRoute } from './get-user-formations';
import { postUserFormationRoute } from './post-user-formation';

/**
 * The line-up widget (MC-10): fans save a formation and an eleven per club; the club's figures (which
 * formations, which players) are counted per tenant. Line-ups are tenant data; clubs and squads are the
 * team page's league data (`teams/`).
 */
export const formationsRoutes: FastifyPluginAsync<{ lineups: FormationsRepository; teams: TeamsRepository }> = async (
  app,
  { lineups, teams },
) => {
  await app.register(postUserFormationRoute, { lineups, teams });
  await app.register(getUserFormationsRoute, { lineups, teams });
  await app.register(getTopFormationPlayersRoute, { lineups, teams });
};
