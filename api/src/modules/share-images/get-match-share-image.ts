import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import type { FixtureDetailRepository } from '../matchcenter/fixture-detail/fixture-detail-repository';
import { fixtureIdParams } from '../matchcenter/fixture-detail/get-fixture';
import type { ShareImageDrawer } from './drawing/share-image-drawer';
import { shareImageCache, shareImageQuery, shareImageResponses } from './share-image-response';

/**
 * GET /share-image/match/{id}.png (CLB-05): the match page's `og:image`, a card with both crests and
 * names and the score (or the kick-off), in the tenant's language. Fixtures are league-wide data, as on
 * the match page itself. A minute's HTTP freshness: the drawn card changes with the score.
 */
export const getMatchShareImageRoute: FastifyPluginAsyncZod<{
  fixtureDetails: FixtureDetailRepository;
  drawer: ShareImageDrawer;
}> = async (app, { fixtureDetails, drawer }) => {
  app.get(
    '/share-image/match/:id.png',
    {
      config: { publicCache: shareImageCache(60, 300) },
      schema: {
        tags: ['Sharing'],
        summary: "A match's share image (PNG, 1200×630)",
        params: fixtureIdParams,
        querystring: shareImageQuery,
        response: shareImageResponses,
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const fixture = await fixtureDetails.fixture(request.params.id);
      if (fixture === undefined) throw new HttpError(404, request.t('error.notFound'));
      const png = await drawer.match(tenant, fixture);
      return reply.type('image/png').send(png);
    },
  );
};
