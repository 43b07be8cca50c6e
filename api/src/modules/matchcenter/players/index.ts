import type { FastifyInstance } from 'fastify';
import { createMomRepository } from '../man-of-the-match/mom-repository';
import { getPlayerRoute } from './get-player';
import { listPlayerNewsRoute } from './list-player-news';
import { createPlayersRepository } from './players-repository';

/** The player page's calls (MC-02): profile and season figures, and the player news list. */
export async function playersRoutes(app: FastifyInstance) {
  const players = createPlayersRepository(app.db);
  // The man-of-the-match votes' own repository (their feature's), for the player's average.
  await app.register(getPlayerRoute, { players, mom: createMomRepository(app.db) });
  await app.register(listPlayerNewsRoute, { players });
}
