import type { FastifyPluginAsync } from 'fastify';
import type { MomRepository } from '../man-of-the-match/mom-repository';
import { getPlayerRoute } from './get-player';
import { listPlayerNewsRoute } from './list-player-news';
import type { PlayersRepository } from './players-repository';

/** The player page's calls (MC-02): profile and season figures, and the player news list. */
export const playersRoutes: FastifyPluginAsync<{
  players: PlayersRepository;
  /** The man-of-the-match votes' own repository (their feature's), for the player's average. */
  mom: MomRepository;
}> = async (app, { players, mom }) => {
  await app.register(getPlayerRoute, { players, mom });
  await app.register(listPlayerNewsRoute, { players });
};
