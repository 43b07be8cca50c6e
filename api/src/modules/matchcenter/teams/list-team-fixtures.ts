import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { fixtureSchema, toFixtureView } from '../fixture-view';
import type { MatchcenterRepository } from '../matchcenter-repository';
import { leagueSummarySchema } from '../ranking-view';
import { splitSeason } from './team-season';
import { teamKeySchema } from './team-view';
import type { TeamsRepository } from './teams-repository';

/**
 * GET /ajax/matchcenter/team/{team}/fixtures (MC-13, team page): the club's season in two lists, for
 * the page's "Fixtures" and "Results" tabs. `fixtures`: live and coming matches (postponed ones too),
 * in kick-off order; `results`: finished (and cancelled) matches, most recent first. A whole season is
 * at most a few dozen matches, so both come in one answer and switching tabs asks for nothing.
 */
export const listTeamFixturesRoute: FastifyPluginAsyncZod<{
  teams: TeamsRepository;
  matchcenter: MatchcenterRepository;
}> = async (app, { teams, matchcenter }) => {
  app.get(
    '/ajax/matchcenter/team/:team/fixtures',
    {
      // League data, the same for every visitor; short, since scores change during a match.
      config: { publicCache: { maxAgeSeconds: 15, staleWhileRevalidateSeconds: 60 } },
      schema: {
        tags: ['Match centre'],
        summary: "A club's fixtures and results of the season",
        description:
          "The team page's fixtures and results tabs (MC-13) in one answer: `fixtures` are the live and " +
          'coming matches (postponed ones too) in kick-off order, `results` the finished (and cancelled) ' +
          'ones, most recent first. The whole season of the club in its league, so no paging.',
        params: z.object({ team: teamKeySchema }),
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: {
          200: z.object({
            data: z.object({
              teamId: z.number().int(),
              league: leagueSummarySchema,
              fixtures: z.array(fixtureSchema).describe('Live and coming matches, in kick-off order'),
              results: z.array(fixtureSchema).describe('Finished matches, most recent first'),
            }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const team = await teams.team(request.params.team);
      if (!team) throw new HttpError(404, request.t('error.notFound'));
      const season = await teams.seasonFixtures(team);
      const events = await matchcenter.events(season.map((f) => f.id));
      const { fixtures, results } = splitSeason(season);
      const view = (list: typeof season) => list.map((f) => toFixtureView(f, events, tenant.language));
      return { data: { teamId: team.id, league: team.league, fixtures: view(fixtures), results: view(results) } };
    },
  );
};
