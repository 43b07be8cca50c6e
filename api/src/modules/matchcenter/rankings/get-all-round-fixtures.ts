import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { fixtureSchema, toFixtureView } from '../fixture-view';
import type { MatchcenterRepository } from '../matchcenter-repository';
import { leagueSummarySchema } from '../ranking-view';
import { leagueParam, requireLeague } from './league-params';
import { rankingTexts } from './ranking-texts';
import type { RankingsRepository } from './rankings-repository';

/** A round of the season with its fixtures (spec 000 §3: "Season rounds have name and fixtures"). */
const seasonRoundSchema = z
  .object({
    round: z.number().int(),
    name: z.string().describe('"Round 18" / "Speelronde 18"'),
    fixtures: z.array(fixtureSchema),
  })
  .meta({ id: 'SeasonRound' });

/**
 * GET /ajax/matchcenter/league/{league}/rounds/all (MC-01): "All rounds" of the ranking page's round
 * dropdown: every round of the season with its fixtures. A static path beside `rounds/{round}` (one
 * round, a number or `current`), so each answer keeps its own shape in the contract.
 */
export const getAllRoundFixturesRoute: FastifyPluginAsyncZod<{
  matchcenter: MatchcenterRepository;
  rankings: RankingsRepository;
}> = async (app, { matchcenter, rankings }) => {
  app.get(
    '/ajax/matchcenter/league/:league/rounds/all',
    {
      // League data, the same for every visitor; short, since scores change during a match.
      config: { publicCache: { maxAgeSeconds: 15, staleWhileRevalidateSeconds: 60 } },
      schema: {
        tags: ['Match centre'],
        summary: 'Fixtures of every round of the season',
        params: z.object({ league: leagueParam }),
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: {
          200: z.object({
            data: z.object({
              league: leagueSummarySchema,
              name: z.string().describe('"All rounds" / "Alle speelrondes"'),
              currentRound: z.number().int(),
              rounds: z.array(seasonRoundSchema),
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
      const [fixtures, currentRound] = await Promise.all([
        rankings.seasonFixtures(league),
        matchcenter.currentRound(league.id),
      ]);
      const events = await matchcenter.events(fixtures.filter((f) => f.status !== 'scheduled').map((f) => f.id));
      const rounds: z.infer<typeof seasonRoundSchema>[] = [];
      for (const fixture of fixtures) {
        let round = rounds.at(-1);
        if (round?.round !== fixture.round) {
          round = { round: fixture.round, name: rankingTexts.round(tenant.language, fixture.round), fixtures: [] };
          rounds.push(round);
        }
        round.fixtures.push(toFixtureView(fixture, events, tenant.language));
      }
      return { data: { league, name: rankingTexts.allRounds(tenant.language), currentRound, rounds } };
    },
  );
};
