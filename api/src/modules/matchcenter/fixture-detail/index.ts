import type { FastifyPluginAsync } from 'fastify';
import type { MatchcenterRepository } from '../matchcenter-repository';
import type { MatchPreviewRepository } from '../match-preview/match-preview-repository';
import type { FixtureDetailRepository } from './fixture-detail-repository';
import { getDataServiceFixtureRoute } from './get-data-service-fixture';
import { getFixtureRoute } from './get-fixture';
import { getUpcomingFixtureRoute } from './get-upcoming-fixture';
import { getMatchPreviewRoute } from '../match-preview/get-match-preview';

/**
 * One match (MC-12, MC-04, MC-14): the match page's fixture and its preview, a team's upcoming fixture,
 * and the soccer data service's fixture. Registered by the match-centre module.
 */
export const fixtureDetailRoutes: FastifyPluginAsync<{
  matchcenter: MatchcenterRepository;
  fixtureDetails: FixtureDetailRepository;
  previews: MatchPreviewRepository;
}> = async (app, { matchcenter, fixtureDetails, previews }) => {
  await app.register(getFixtureRoute, { fixtureDetails });
  await app.register(getUpcomingFixtureRoute, { fixtureDetails, matchcenter });
  await app.register(getDataServiceFixtureRoute, { fixtureDetails });
  await app.register(getMatchPreviewRoute, { fixtureDetails, matchcenter, previews });
};
