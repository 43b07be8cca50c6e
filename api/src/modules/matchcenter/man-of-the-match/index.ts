import type { FastifyPluginAsync } from 'fastify';
import { getFixtureVotesRoute } from './get-fixture-votes';
import { getFixturesMomScoresRoute } from './get-fixtures-mom-scores';
import { getPlayersMomScoresRoute } from './get-players-mom-scores';
import { getTopMomRoute } from './get-top-mom';
import type { MomRepository } from './mom-repository';
import { postVoteRoute } from './post-vote';

/**
 * Man of the match (MC-05, MC-06; docs/decisions/0013): fans grade the players of a match with stars;
 * the results per match, per fixture, per player and over the season. Votes are tenant data.
 */
export const manOfTheMatchRoutes: FastifyPluginAsync<{ mom: MomRepository }> = async (app, { mom }) => {
  await app.register(getFixtureVotesRoute, { mom });
  await app.register(postVoteRoute, { mom });
  await app.register(getFixturesMomScoresRoute, { mom });
  await app.register(getPlayersMomScoresRoute, { mom });
  await app.register(getTopMomRoute, { mom });
};
