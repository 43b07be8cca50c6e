import type { FastifyInstance } from 'fastify';
import { createTeamsRepository } from '../teams/teams-repository';
import { createFormationsRepository } from './formations-repository';
import { getTopFormationPlayersRoute } from './get-top-formation-players';
import { getUserFormationsRoute } from './get-user-formations';
import { postUserFormationRoute } from './post-user-formation';

/**
 * The line-up widget (MC-10): fans save a formation and an eleven per club; the club's figures (which
 * formations, which players) are counted per tenant. Line-ups are tenant data; clubs and squads are the
 * team page's league data (`teams/`).
 */
export async function formationsRoutes(app: FastifyInstance): Promise<void> {
  const lineups = createFormationsRepository(app.db);
  const teams = createTeamsRepository(app.db);
  await app.register(postUserFormationRoute, { lineups, teams });
  await app.register(getUserFormationsRoute, { lineups, teams });
  await app.register(getTopFormationPlayersRoute, { lineups, teams });
}
