import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import type { MatchcenterRepository } from '../matchcenter-repository';
import { leagueSummarySchema } from '../ranking-view';
import { computeTopScorers } from './top-scorers';
import { leagueParam, requireLeague } from './league-params';
import type { RankingsRepository } from './rankings-repository';

/** Spec 000 §9: the scorers table shows the top 10. */
const TOP_SCORERS = 10;

/** A row of the scorers table (spec 000 §3 "Top scorer"), with the club's id and crest for the link. */
const topScorerSchema = z
  .object({
    position: z.number().int().describe('Players level on goals and penalties share a position'),
    playerId: z.number().int(),
    playerCommonName: z.string(),
    playerName: z.string(),
    playerImage: z.string().nullable(),
    teamId: z.number().int(),
    teamName: z.string(),
    teamLogo: z.string(),
    goals: z.number().int(),
    penalties: z.number().int().describe('Of the goals, how many from the spot'),
  })
  .meta({ id: 'TopScorer' });

/**
 * GET /ajax/matchcenter/top-scorers/league/{league} (MC-01): the league's top 10 scorers this
 * season, from the goals in fixture_events (own goals count for no player). Empty before a goal.
 */
export const getTopScorersRoute: FastifyPluginAsyncZod<{
  matchcenter: MatchcenterRepository;
  rankings: RankingsRepository;
}> = async (app, { matchcenter, rankings }) => {
  app.get(
    '/ajax/matchcenter/top-scorers/league/:league',
    {
      // League data, the same for every visitor; short, since a goal changes it during a match.
      config: { publicCache: { maxAgeSeconds: 15, staleWhileRevalidateSeconds: 60 } },
      schema: {
        tags: ['Match centre'],
        summary: 'Top 10 scorers of a league',
        params: z.object({ league: leagueParam }),
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: {
          200: z.object({ data: z.object({ league: leagueSummarySchema, scorers: z.array(topScorerSchema) }) }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const league = await requireLeague(request, matchcenter, request.params.league);
      const top = computeTopScorers(await rankings.goals(league), TOP_SCORERS);
      const players = new Map((await rankings.scorers(top.map((s) => s.playerId))).map((p) => [p.id, p]));
      return {
        data: {
          league,
          scorers: top.flatMap((scorer) => {
            const player = players.get(scorer.playerId);
            if (!player) return [];
            return [
              {
                position: scorer.position,
                playerId: player.id,
                playerCommonName: player.commonName,
                playerName: player.displayName,
                playerImage: player.imagePath,
                teamId: player.teamId,
                teamName: player.teamName,
                teamLogo: player.teamLogo,
                goals: scorer.goals,
                penalties: scorer.penalties,
              },
            ];
          }),
        },
      };
    },
  );
};
