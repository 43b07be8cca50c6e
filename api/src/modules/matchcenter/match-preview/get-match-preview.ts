import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import type { FixtureDetailRepository } from '../fixture-detail/fixture-detail-repository';
import { fixtureCache, fixtureIdParams } from '../fixture-detail/get-fixture';
import type { MatchcenterRepository } from '../matchcenter-repository';
import type { MatchPreviewRepository } from './match-preview-repository';
import { matchPreviewSchema, toMatchPreviewView } from './match-preview-view';

/**
 * GET /ajax/matchcenter/fixture/{id}/preview (MC-12): what the match page shows around the match
 * itself: both clubs' colours, table positions and form (the last five results before it), their
 * last meetings, the probable line-ups before kick-off and the tenant's preview article. Public and
 * cached like the fixture (a result changes the form and table of the clubs' next matches).
 */
export const getMatchPreviewRoute: FastifyPluginAsyncZod<{
  fixtureDetails: FixtureDetailRepository;
  matchcenter: MatchcenterRepository;
  previews: MatchPreviewRepository;
}> = async (app, { fixtureDetails, matchcenter, previews }) => {
  app.get(
    '/ajax/matchcenter/fixture/:id/preview',
    {
      config: { publicCache: fixtureCache },
      schema: {
        tags: ['Match centre'],
        summary: "A fixture's preview: clubs' form, table positions, last meetings, probable line-ups, article",
        params: fixtureIdParams,
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: {
          200: z.object({ data: matchPreviewSchema }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const fixture = await fixtureDetails.fixture(request.params.id);
      if (!fixture) throw new HttpError(404, request.t('error.notFound'));
      const leagueTeams = await matchcenter.teams(fixture.league.id);
      const [colours, standings, homeResults, awayResults, meetings, squads, article] = await Promise.all([
        previews.colours([fixture.home.id, fixture.away.id]),
        matchcenter.standings(
          fixture.league.id,
          leagueTeams.map((t) => t.id),
        ),
        previews.resultsBefore(fixture.home.id, fixture.kickoffAt),
        previews.resultsBefore(fixture.away.id, fixture.kickoffAt),
        previews.meetingsBefore(fixture.home.id, fixture.away.id, fixture.kickoffAt),
        fixtureDetails.squads([fixture.home.id, fixture.away.id]),
        previews.article(tenant.id, fixture.id),
      ]);
      return {
        data: toMatchPreviewView({
          fixture,
          colours,
          standings,
          results: { home: homeResults, away: awayResults },
          meetings,
          squads,
          article,
        }),
      };
    },
  );
};
