import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { fixtureSchema, toFixtureView, type FixtureRecord } from '../fixture-view';
import type { MatchcenterRepository } from '../matchcenter-repository';
import { leagueSummarySchema } from '../ranking-view';
import type { FixtureStatus } from '../schema';
import { leagueParam, requireLeague } from './league-params';
import { rankingTexts } from './ranking-texts';
import type { RankingsRepository } from './rankings-repository';

const roundStates = ['upcoming', 'playing', 'finished'] as const;

/**
 * A round of the season, how far it is, and its fixtures (a SportMonks round: name, starting_at,
 * ending_at, finished; spec 000 §3: "Season rounds have name and fixtures"). The fixtures are the match
 * centre's `Fixture`, the one fixture shape of the contract, as "All rounds" sends them.
 */
const leagueRoundSchema = z
  .object({
    round: z.number().int(),
    name: z.string().describe('"Round 18" / "Speelronde 18"'),
    state: z
      .enum(roundStates)
      .describe('upcoming: nothing kicked off; playing: started, not every match over; finished: every match over'),
    isCurrent: z.boolean().describe('The first round with a match still to finish (the last once the season is over)'),
    startsAt: z.string().describe('First kick-off, ISO 8601'),
    endsAt: z.string().describe('Last kick-off, ISO 8601'),
    fixtures: z.array(fixtureSchema).describe('The fixtures of the round, by kick-off'),
  })
  .meta({ id: 'LeagueRound' });

const STARTED: ReadonlySet<FixtureStatus> = new Set(['live', 'half-time', 'finished']);
/** A fixture that will not be played this round any more counts as done for the round's state. */
const OVER: ReadonlySet<FixtureStatus> = new Set(['finished', 'postponed', 'cancelled']);

function stateOf(fixtures: readonly FixtureRecord[]): (typeof roundStates)[number] {
  if (fixtures.every((f) => OVER.has(f.status))) return 'finished';
  return fixtures.some((f) => STARTED.has(f.status) || OVER.has(f.status)) ? 'playing' : 'upcoming';
}

/** The season's fixtures (by round, then kick-off) cut into their rounds. */
function byRound(fixtures: readonly FixtureRecord[]): FixtureRecord[][] {
  const rounds: FixtureRecord[][] = [];
  for (const fixture of fixtures) {
    const last = rounds.at(-1);
    if (last?.[0]?.round === fixture.round) last.push(fixture);
    else rounds.push([fixture]);
  }
  return rounds;
}

/**
 * GET /api/v1/leagues/{league}/rounds (soccer-data service, MC-01, MC-14): the rounds of the league's
 * season with their state and fixtures, for the ranking page's round dropdown. The soccer-data service's
 * routes are mounted in this API at the paths the spec gives them; the bootstrap's `api.soccer` base URL
 * (empty: same origin) is where a client finds them, so the service can move without a remote changing.
 * The whole season is one read of the fixtures and one of their goals, however many rounds it has.
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
        summary: 'Rounds of a league season with their state and fixtures',
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
      const [fixtures, currentRound] = await Promise.all([
        rankings.seasonFixtures(league),
        matchcenter.currentRound(league.id),
      ]);
      // Only a match that kicked off can have goals.
      const events = await matchcenter.events(fixtures.filter((f) => STARTED.has(f.status)).map((f) => f.id));
      return {
        data: {
          league,
          currentRound,
          rounds: byRound(fixtures).flatMap((round) => {
            const first = round[0];
            if (first === undefined) return [];
            const kickoffs = round.map((f) => f.kickoffAt.getTime());
            return [
              {
                round: first.round,
                name: rankingTexts.round(tenant.language, first.round),
                state: stateOf(round),
                isCurrent: first.round === currentRound,
                startsAt: new Date(Math.min(...kickoffs)).toISOString(),
                endsAt: new Date(Math.max(...kickoffs)).toISOString(),
                fixtures: round.map((f) => toFixtureView(f, events, tenant.language)),
              },
            ];
          }),
        },
      };
    },
  );
};
