import type { FastifyPluginAsync } from 'fastify';
import { createLeagueRoute } from './create-league';
import { deleteLeagueRoute } from './delete-league';
import { getLeagueRoute } from './get-league';
import { getLeagueByCodeRoute } from './get-league-by-code';
import { joinLeagueRoute } from './join-league';
import type { LeaguesRepository } from './leagues-repository';
import { listLeaguesRoute } from './list-leagues';
import { removeLeagueMemberRoute } from './remove-league-member';

/** The pool's mini-leagues (FP-05): create, list, find by code, join, show, remove a member, delete. */
export const leaguesArea: FastifyPluginAsync<{ leagues: LeaguesRepository }> = async (app, { leagues }) => {
  await app.register(createLeagueRoute, { leagues });
  await app.register(listLeaguesRoute, { leagues });
  await app.register(getLeagueByCodeRoute, { leagues });
  await app.register(joinLeagueRoute, { leagues });
  await app.register(getLeagueRoute, { leagues });
  await app.register(removeLeagueMemberRoute, { leagues });
  await app.register(deleteLeagueRoute, { leagues });
};
