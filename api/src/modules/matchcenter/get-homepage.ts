import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../lib/http-error';
import { fixtureSchema, toFixtureView } from './fixture-view';
import type { MatchcenterRepository } from './matchcenter-repository';
import { leagueSummarySchema, rankingRowSchema, toRankingRow } from './ranking-view';
import { standingsWindow } from './standings';

/** Spec 000 §9: the homepage shows 2 fixtures and a 5-row ranking window. */
export const HOMEPAGE_FIXTURES = 2;
export const RANKING_WINDOW = 5;

/**
 * GET /ajax/matchcenter/homepage (MC-08, MC-04): the match centre's home-page block. `fixtures` are
 * the two to show (live and coming first, the latest results when fewer are left), `upcoming` and
 * `latest` the two of each, and `ranking` the five table rows around the favourite team (`team`), or
 * the top five without one.
 */
export const getHomepageRoute: FastifyPluginAsyncZod<{ matchcenter: MatchcenterRepository }> = async (
  app,
  { matchcenter },
) => {
  app.get(
    '/ajax/matchcenter/homepage',
    {
      // League data, the same for every visitor (the favourite team is a query parameter, so part of the
      // URL); short, since scores change during a match (live updates come over real time anyway).
      config: { publicCache: { maxAgeSeconds: 15, staleWhileRevalidateSeconds: 60 } },
      schema: {
        tags: ['Match centre'],
        summary: 'Home-page fixtures and ranking window',
        querystring: z.object({
          tenant_id: z.string().optional(),
          league: z.string().max(64).default('eredivisie'),
          team: z.coerce.number().int().positive().max(2_147_483_647).optional().describe('Favourite team id (MC-11)'),
        }),
        response: {
          200: z.object({
            data: z.object({
              fixtures: z.array(fixtureSchema),
              upcoming: z.array(fixtureSchema),
              latest: z.array(fixtureSchema),
              ranking: z.object({
                league: leagueSummarySchema,
                teamId: z.number().int().nullable(),
                rows: z.array(rankingRowSchema),
              }),
            }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const league = await matchcenter.league(request.query.league);
      if (!league) throw new HttpError(404, request.t('error.notFound'));
      const teams = await matchcenter.teams(league.id);
      // An unknown favourite team (another league, a stale id in local storage) falls back to none.
      const teamId = teams.some((t) => t.id === request.query.team) ? request.query.team : undefined;
      const [upcoming, latest, standings] = await Promise.all([
        matchcenter.upcoming(league.id, new Date(), HOMEPAGE_FIXTURES, teamId),
        matchcenter.latest(league.id, HOMEPAGE_FIXTURES, teamId),
        matchcenter.standings(
          league.id,
          teams.map((t) => t.id),
        ),
      ]);
      const shown = [...upcoming, ...latest].slice(0, HOMEPAGE_FIXTURES);
      const events = await matchcenter.events([...new Set([...upcoming, ...latest].map((f) => f.id))]);
      const view = (list: typeof upcoming) => list.map((f) => toFixtureView(f, events, tenant.language));
      const byId = new Map(teams.map((t) => [t.id, t]));
      return {
        data: {
          fixtures: view(shown),
          upcoming: view(upcoming),
          latest: view(latest),
          ranking: {
            league,
            teamId: teamId ?? null,
            rows: standingsWindow(standings, teamId, RANKING_WINDOW).map((row) =>
              toRankingRow(row, byId.get(row.teamId)),
            ),
          },
        },
      };
    },
  );
};
