import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { fixtureSchema, toFixtureView } from '../fixture-view';
import type { MatchcenterRepository } from '../matchcenter-repository';
import { rankingRowSchema, toRankingRow } from '../ranking-view';
import { lastFive, nextMatch, splitSeason } from './team-season';
import { teamInfoSchema, teamKeySchema, toTeamInfo } from './team-view';
import type { TeamsRepository } from './teams-repository';

/**
 * GET /api/v1/widgets/team/{team}/league/{league} (spec 000 §7, the soccer-data service; MC-07): the
 * club widget. The club's information, its row in the league table, the form of its last five
 * results with the matches they came from, and its next match (the one being played, if any).
 *
 * This is the first route of the soccer-data service: it lives in the API's matchcenter module under
 * the spec's `/api/v1/...` path, and the browser calls it through the bootstrap's `api.soccer` base
 * URL (same origin by default), so the service can be split out later without touching the remote.
 */
export const getTeamWidgetRoute: FastifyPluginAsyncZod<{
  teams: TeamsRepository;
  matchcenter: MatchcenterRepository;
}> = async (app, { teams, matchcenter }) => {
  app.get(
    '/api/v1/widgets/team/:team/league/:league',
    {
      // League data, the same for every visitor; short, since the form and the next match change with a result.
      config: { publicCache: { maxAgeSeconds: 15, staleWhileRevalidateSeconds: 60 } },
      schema: {
        tags: ['Soccer data'],
        summary: 'Club widget: information, league position, form and next match',
        params: z.object({ team: teamKeySchema, league: z.string().max(64) }),
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: {
          200: z.object({
            data: z.object({
              team: teamInfoSchema,
              position: rankingRowSchema.describe("The club's row of the league table"),
              form: z
                .array(z.object({ result: z.enum(['W', 'D', 'L']), fixture: fixtureSchema }))
                .max(5)
                .describe('The last five results, oldest first'),
              nextMatch: fixtureSchema.nullable().describe('The match being played, else the next to kick off'),
            }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const [team, league] = await Promise.all([
        teams.team(request.params.team),
        matchcenter.league(request.params.league),
      ]);
      // A club asked for in a league it does not play in is as unknown as a club that does not exist.
      if (!team || !league || team.league.id !== league.id) throw new HttpError(404, request.t('error.notFound'));
      const [leagueTeams, season] = await Promise.all([matchcenter.teams(league.id), teams.seasonFixtures(team)]);
      const standings = await matchcenter.standings(
        league.id,
        leagueTeams.map((t) => t.id),
      );
      const row = standings.find((s) => s.teamId === team.id);
      if (!row) throw new HttpError(404, request.t('error.notFound'));
      const { fixtures, results } = splitSeason(season);
      const form = lastFive(results, team.id);
      const next = nextMatch(fixtures);
      const events = await matchcenter.events([...form.map((f) => f.fixture.id), ...(next ? [next.id] : [])]);
      return {
        data: {
          team: toTeamInfo(team),
          position: toRankingRow(
            row,
            leagueTeams.find((t) => t.id === team.id),
          ),
          form: form.map(({ result, fixture }) => ({
            result,
            fixture: toFixtureView(fixture, events, tenant.language),
          })),
          nextMatch: next ? toFixtureView(next, events, tenant.language) : null,
        },
      };
    },
  );
};
