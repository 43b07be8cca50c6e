import type { FastifyInstance } from 'fastify';
import { getHomepageRoute } from './get-homepage';
import { getRoundFixturesRoute } from './get-round-fixtures';
import { createMatchcenterRepository } from './matchcenter-repository';

/**
 * Match centre (MC-*): fixtures, results and the table of the league data (league-wide, so the
 * tenant only picks the language of the dates and labels).
 */
export async function matchcenterModule(app: FastifyInstance): Promise<void> {
  const matchcenter = createMatchcenterRepository(app.db);
  await app.register(getHomepageRoute, { matchcenter });
  await app.register(getRoundFixturesRoute, { matchcenter });
}
