import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import type { MatchcenterRepository } from '../matchcenter-repository';
import { leagueSummarySchema } from '../ranking-view';
import { leagueParam, requireLeague } from './league-params';
import { rankingTexts } from './ranking-texts';
import type { RankingsRepository, RoundProgress } from './rankings-repository';

export const roundStates = ['upcoming', 'playing', 'finished'] as const;

/** A round of the season and how far it is (a SportMonks round: name, starting_at, ending_at, finished). */
export const leagueRoundSchema = z
  .object({
    round: z.number().int(),
    name: z.string().describe('"Round 18" / "Speelronde 18"'),
    state: z
      .enum(roundStates)
      .describe('upcoming: nothing kicked off; playing: started, not every match over; finished: every match over'),
    isCurrent: z.boolean().describe('The first round with a match still to finish (the last once the season is over)'),
    startsAt: z.string().describe('First kick-off, ISO 8601'),
    endsAt: z.string().describe('Last kick-off, ISO 8601'),
    fixtureCount: z.number().int(),
  })
  .meta({ id: 'LeagueRound' });

function stateOf(progress: RoundProgress): (typeof roundStates)[number] {
  if (progress.over === progress.fixtures) return 'finished';
  return progress.started > 0 || progress.over > 0 ? 'playing' : 'upcoming';
}

/**
 * GET /api/v1/leagues/{league}/rounds (soccer-data service, MC-01, MC-14): the rounds of the league's
 * season with their state, for the ranking page's round dropdown. The soccer-data service's routes
 * are mounted in this API at the paths the spec gives them; the bootstrap's `api.soccer` base URL
 * (empty: same origin) is where a client finds them, so the service can move without a remote changing.
 */
export const listLeagueRoundsRoute: FastifyPluginAsyncZod<{
  matchcenter: MatchcenterRepository;
  rankings: RankingsRepository;
}> = async (app, { matchcenter, rankings }) => {
  app.get(
    '/api/v1/leagues/:league/rounds',
    {
      // League data, the same for every visitor; a round's state changes at kick-off and full time.
      config: { publicCache: { maxAgeSeconds: 15, staleWhileRevalidateSeconds: 60 } },
      schema: {
        tags: ['Soccer data'],
        summary: 'Rounds of a league season with their state',
        params: z.object({ league: leagueParam }),
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: {
          200: z.object({
            data: z.object({
              league: leagueSummarySchema,
              currentRound: z.number().int(),
              rounds: z.array(leagueRoundSchema),
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
      const [progress, currentRound] = await Promise.all([
        rankings.roundProgress(league),
        matchcenter.currentRound(league.id),
      ]);
      return {
        data: {
          league,
          currentRound,
          rounds: progress.map((round) => ({
            round: round.round,
            name: rankingTexts.round(tenant.language, round.round),
            state: stateOf(round),
            isCurrent: round.round === currentRound,
            startsAt: round.firstKickoff.toISOString(),
            endsAt: round.lastKickoff.toISOString(),
            fixtureCount: round.fixtures,
          })),
        },
      };
    },
  );
};
