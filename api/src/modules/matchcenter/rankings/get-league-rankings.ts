import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import type { MatchcenterRepository } from '../matchcenter-repository';
import { leagueSummarySchema, rankingRowSchema, toRankingRow } from '../ranking-view';
import { computeStandings } from '../standings';
import { periodsOf } from './competition-format';
import { defaultLeagueFirst, leagueParam, requireLeague } from './league-params';
import { rankingTexts } from './ranking-texts';
import type { RankingsRepository } from './rankings-repository';

/** One group's table (spec 000 §3 "Ranking": seasonRankings, each with rankingName and teamRankings). */
const seasonRankingSchema = z
  .object({
    id: z.string().describe("'season', or 'period-1' … for a league with periods"),
    rankingName: z.string(),
    teamRankings: z.array(rankingRowSchema),
  })
  .meta({ id: 'SeasonRanking' });

/**
 * GET /ajax/matchcenter/rankings/league/{league} (MC-01, MC-09): the league's tables, grouped: the
 * season table first, then (for a league with periods) one table per period that has begun. With
 * them the leagues for the page's league buttons (the default league first).
 */
export const getLeagueRankingsRoute: FastifyPluginAsyncZod<{
  matchcenter: MatchcenterRepository;
  rankings: RankingsRepository;
}> = async (app, { matchcenter, rankings }) => {
  app.get(
    '/ajax/matchcenter/rankings/league/:league',
    {
      // League data, the same for every visitor; short, since a finished match changes the table.
      config: { publicCache: { maxAgeSeconds: 15, staleWhileRevalidateSeconds: 60 } },
      schema: {
        tags: ['Match centre'],
        summary: 'League rankings (grouped season rankings)',
        params: z.object({ league: leagueParam }),
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: {
          200: z.object({
            data: z.object({
              league: leagueSummarySchema,
              leagues: z.array(leagueSummarySchema).describe('Every league, the default first (league buttons)'),
              seasonRankings: z.array(seasonRankingSchema),
              breadcrumbActiveItemText: z.string(),
            }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const league = await requireLeague(request, matchcenter, request.params.league);
      const [teams, played, leagues] = await Promise.all([
        matchcenter.teams(league.id),
        rankings.playedMatches(league),
        matchcenter.leagues(),
      ]);
      const teamIds = teams.map((t) => t.id);
      const byId = new Map(teams.map((t) => [t.id, t]));
      const table = (matches: typeof played) =>
        computeStandings(teamIds, matches).map((row) => toRankingRow(row, byId.get(row.teamId)));

      const periods = periodsOf(league.slug).flatMap((period) => {
        const inPeriod = played.filter((m) => m.round >= period.firstRound && m.round <= period.lastRound);
        // A period shows once it has begun: before that its table would be all zeros.
        if (inPeriod.length === 0) return [];
        return [
          {
            id: `period-${period.number}`,
            rankingName: rankingTexts.period(tenant.language, period.number),
            teamRankings: table(inPeriod),
          },
        ];
      });
      return {
        data: {
          league,
          leagues: defaultLeagueFirst(leagues),
          seasonRankings: [
            { id: 'season', rankingName: rankingTexts.season(league), teamRankings: table(played) },
            ...periods,
          ],
          breadcrumbActiveItemText: rankingTexts.breadcrumb(tenant.language, league),
        },
      };
    },
  );
};
