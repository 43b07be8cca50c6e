import type { FastifyPluginAsync } from 'fastify';
import type { MatchSimulator } from '../simulator/match-simulator';
import { finishFixtureRoute } from './finish-fixture';
import { listFixturesRoute } from './list-fixtures';
import { startFixtureRoute } from './start-fixture';

/**
 * The simulator's operator API (MC-03): list the matches, start one, finish one. Registered by the
 * match-centre module once the simulator exists.
 */
export const operatorRoutes: FastifyPluginAsync<{ simulator: MatchSimulator }> = async (app, { simulator }) => {
  await app.register(listFixturesRoute, { simulator });
  await app.register(startFixtureRoute, { simulator });
  await app.register(finishFixtureRoute, { simulator });
};
