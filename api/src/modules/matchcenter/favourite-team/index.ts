import type { FastifyPluginAsync } from 'fastify';
import type { FavouriteTeamRepository } from './favourite-team-repository';
import { getFavouriteTeamRoute } from './get-favourite-team';
import { putFavouriteTeamRoute } from './put-favourite-team';

/** Favourite team (MC-11): a logged-in fan's club, per tenant (guests keep theirs in the browser). */
export const favouriteTeamRoutes: FastifyPluginAsync<{ favourites: FavouriteTeamRepository }> = async (
  app,
  { favourites },
) => {
  await app.register(getFavouriteTeamRoute, { favourites });
  await app.register(putFavouriteTeamRoute, { favourites });
};
