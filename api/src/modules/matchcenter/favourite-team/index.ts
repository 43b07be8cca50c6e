import type { FastifyInstance } from 'fastify';
import { createFavouriteTeamRepository } from './favourite-team-repository';
import { getFavouriteTeamRoute } from './get-favourite-team';
import { putFavouriteTeamRoute } from './put-favourite-team';

/** Favourite team (MC-11): a logged-in fan's club, per tenant (guests keep theirs in the browser). */
export async function favouriteTeamRoutes(app: FastifyInstance): Promise<void> {
  const favourites = createFavouriteTeamRepository(app.db);
  await app.register(getFavouriteTeamRoute, { favourites });
  await app.register(putFavouriteTeamRoute, { favourites });
}
