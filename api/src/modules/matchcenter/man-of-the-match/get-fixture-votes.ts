import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { fixtureStatuses } from '../schema';
import type { MomFixture, MomRepository } from './mom-repository';
import { momTeamSchema, playerResultSchema, rankTallies, toPlayerResult } from './mom-views';
import { MOM_MAX_GRADE, MOM_MIN_GRADE } from './schema';
import { votingWindow } from './voting-window';

/** How many players the results name as the match's best (the spec's "top-3 players"). */
const TOP_PLAYERS = 3;

export const fixtureIdParam = z.coerce.number().int().min(1).max(2_147_483_647);

/** The slug of a match for readable vote URLs: `{home}-{away}` (`ajax-psv`). */
function matchKeyOf(fixture: Pick<MomFixture, 'home' | 'away'>): string {
  return `${fixture.home.slug}-${fixture.away.slug}`;
}

const votesResponse = z.object({
  data: z
    .object({
      fixture_id: z.number().int(),
      match_key: z.string().describe('The `{matchKey}` of the vote URL'),
      status: z.enum(fixtureStatuses),
      home_team: momTeamSchema,
      away_team: momTeamSchema,
      voting: z.object({
        state: z.enum(['upcoming', 'open', 'closed']),
        opens_at: z.string().describe('Kick-off, ISO 8601'),
        closes_at: z.string().nullable().describe('24 hours after full time; null until the match is finished'),
      }),
      min_grade: z.number().int().describe('The lowest grade (1)'),
      max_grade: z.number().int().describe('The highest grade (5): five stars'),
      lineup_source: z
        .enum(['lineup', 'derived', 'squad'])
        .describe(
          "'lineup': the players who played; 'derived': the starting elevens the match page derives for a result without line-ups; 'squad': no line-ups known, both squads may be rated",
        ),
      votes: z.array(playerResultSchema).describe('Every player who may be rated, home side first'),
      top_players: z.array(playerResultSchema).describe('The best three, best first'),
      man_of_the_match: playerResultSchema.nullable(),
      average_grade: z.number().nullable().describe("The man of the match's average grade"),
      voters_count: z.number().int(),
      has_user_voted: z.boolean().describe('Always false without a token'),
      user_team_id: z.number().int().nullable().describe('The side the user rated'),
      user_votes: z
        .array(z.object({ player_id: z.number().int(), grade: z.number().int() }))
        .describe("The caller's own grades; empty for guests and fans who have not voted"),
    })
    .meta({ id: 'MomVotes' }),
});

/**
 * GET /api/v2/matchcenter/fixture/{matchId}/votes?tenant_id&c (MC-05, MC-06): the match's results
 * for everyone, and the caller's own ratings when a token comes with it. `c` is a cache-buster the
 * spec's client adds (the spec does not say more); it is accepted and ignored.
 */
export const getFixtureVotesRoute: FastifyPluginAsyncZod<{ mom: MomRepository }> = async (app, { mom }) => {
  app.get(
    '/api/v2/matchcenter/fixture/:matchId/votes',
    {
      // The same for every guest; a request with a token is never cached (plugins/public-cache.ts), and a
      // vote (a write of the tenant) drops the kept answers.
      config: { publicCache: { maxAgeSeconds: 5, staleWhileRevalidateSeconds: 30 } },
      schema: {
        tags: ['Match centre'],
        summary: 'Man-of-the-match results of a match',
        security: [{}, { bearerAuth: [] }],
        params: z.object({ matchId: fixtureIdParam }),
        querystring: z.object({
          tenant_id: z.string().optional(),
          c: z.string().max(64).optional().describe('Cache-buster; ignored'),
        }),
        response: { 200: votesResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const fixture = await mom.fixture(request.params.matchId);
      if (!fixture) throw new HttpError(404, request.t('mom.unknownFixture'));
      const [eligible, tallies, voters, owner] = await Promise.all([
        mom.playersWhoPlayed(fixture),
        mom.fixtureTallies(tenant.id, fixture.id),
        mom.votersCount(tenant.id, fixture.id),
        request.getUser(),
      ]);
      const own = owner === null ? undefined : await mom.ownVote(tenant.id, fixture.id, owner.user.id);
      // A player rated before the line-up changed (none today) still shows among the results.
      const order = [...new Set([...eligible.home, ...eligible.away, ...tallies.map((t) => t.playerId)])];
      const players = new Map((await mom.players(order)).map((p) => [p.id, p]));
      const tallyOf = new Map(tallies.map((t) => [t.playerId, t]));
      const results = order.flatMap((id) => {
        const player = players.get(id);
        return player === undefined ? [] : [toPlayerResult(player, tallyOf.get(id))];
      });
      const byId = new Map(results.map((r) => [r.player_id, r]));
      const top = rankTallies(tallies)
        .flatMap((t) => byId.get(t.playerId) ?? [])
        .slice(0, TOP_PLAYERS);
      const voting = votingWindow(fixture, new Date());
      const best = top[0] ?? null;
      return {
        data: {
          fixture_id: fixture.id,
          match_key: matchKeyOf(fixture),
          status: fixture.status,
          home_team: fixture.home,
          away_team: fixture.away,
          voting: {
            state: voting.state,
            opens_at: voting.opensAt.toISOString(),
            closes_at: voting.closesAt?.toISOString() ?? null,
          },
          min_grade: MOM_MIN_GRADE,
          max_grade: MOM_MAX_GRADE,
          lineup_source: eligible.source,
          votes: results,
          top_players: top,
          man_of_the_match: best,
          average_grade: best?.average_grade ?? null,
          voters_count: voters,
          has_user_voted: own !== undefined,
          user_team_id: own?.teamId ?? null,
          user_votes: (own?.grades ?? []).map((g) => ({ player_id: g.playerId, grade: g.grade })),
        },
      };
    },
  );
};
