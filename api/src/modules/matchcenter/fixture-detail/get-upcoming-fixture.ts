import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { fixtureSchema, toFixtureView } from '../fixture-view';
import type { MatchcenterRepository } from '../matchcenter-repository';
import type { FixtureDetailRepository } from './fixture-detail-repository';

/**
 * GET /ajax/matchcenter/upcoming-fixture/{id} (MC-04): the first upcoming match of team `{id}`, the
 * one a club's countdown counts down to: the match it is playing now, else its next kick-off. `data`
 * is null when the team has nothing left to play this season; an unknown team is a 404. (The spec
 * names only the path; a fixture id would make it a copy of /fixture/{id}, so the id is the club's,
 * as on a club fan site whose countdown is its own team's next match.)
 */
export const getUpcomingFixtureRoute: FastifyPluginAsyncZod<{
  fixtureDetails: FixtureDetailRepository;
  matchcenter: MatchcenterRepository;
}> = async (app, { fixtureDetails, matchcenter }) => {
  app.get(
    '/ajax/matchcenter/upcoming-fixture/:id',
    {
      // Changes at kick-off and with the live score: as short as the fixture's own answer.
      config: { publicCache: { maxAgeSeconds: 15, staleWhileRevalidateSeconds: 60 } },
      schema: {
        tags: ['Match centre'],
        summary: "A team's live or next fixture",
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647).describe('Team id') }),
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: {
          200: z.object({ data: fixtureSchema.nullable() }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const teamId = request.params.id;
      if (!(await fixtureDetails.teamExists(teamId))) throw new HttpError(404, request.t('error.notFound'));
      const fixture = await fixtureDetails.nextFixtureOfTeam(teamId, new Date());
      if (!fixture) return { data: null };
      const events = await matchcenter.events([fixture.id]);
      return { data: toFixtureView(fixture, events, tenant.language) };
    },
  );
};
