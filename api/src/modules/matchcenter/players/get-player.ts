import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import type { MomRepository } from '../man-of-the-match/mom-repository';
import { roundGrade } from '../man-of-the-match/mom-views';
import { pathIdSchema } from '../teams/team-view';
import { playerSchema, toPlayerProfile } from './player-view';
import type { PlayersRepository } from './players-repository';

export const playerIdSchema = pathIdSchema;

/**
 * GET /ajax/matchcenter/player/{id} (spec 000 §7, MC-02): the player page's profile, season figures
 * and man-of-the-match average (MC-06). The football data is league-wide; the average is the
 * requesting tenant's, as votes are tenant data (the public cache varies by tenant).
 */
export const getPlayerRoute: FastifyPluginAsyncZod<{ players: PlayersRepository; mom: MomRepository }> = async (
  app,
  { players, mom },
) => {
  app.get(
    '/ajax/matchcenter/player/:id',
    {
      // League data, the same for every visitor; short, since figures change during a match.
      config: { publicCache: { maxAgeSeconds: 15, staleWhileRevalidateSeconds: 60 } },
      schema: {
        tags: ['Match centre'],
        summary: 'A player: profile and season figures',
        params: z.object({ id: playerIdSchema }),
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: { 200: z.object({ data: playerSchema }), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const player = await players.player(request.params.id);
      if (!player) throw new HttpError(404, request.t('error.notFound'));
      const [season, [tally]] = await Promise.all([
        players.seasonFigures(player),
        mom.playerTallies(tenant.id, [player.id], { leagueId: player.league.id, season: player.league.season }),
      ]);
      return {
        data: {
          profile: toPlayerProfile(player, new Date()),
          season,
          mom: tally && tally.votes > 0 ? { averageGrade: roundGrade(tally.average), votes: tally.votes } : null,
        },
      };
    },
  );
};
