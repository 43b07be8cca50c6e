import type { FastifyInstance } from 'fastify';
import { createAdsRepository } from './ads-repository';
import { getAdBaitRoute } from './get-ad-bait';
import { listAdsRoute } from './list-ads';
import { operatorAdsRoutes } from './operator-ads';

/**
 * ADS-01: ads. Pages show each slot's ad (one of several at random in a rotating slot), or its
 * alternative content when the reader's browser blocks ads (detected with the bait this module serves);
 * operators manage a tenant's ads through the operator API.
 */
export async function adsModule(app: FastifyInstance): Promise<void> {
  const ads = createAdsRepository(app.db);
  await app.register(listAdsRoute, { ads });
  await app.register(getAdBaitRoute);
  await app.register(operatorAdsRoutes, { ads });
}
