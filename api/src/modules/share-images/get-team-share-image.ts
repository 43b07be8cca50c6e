import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import type { MatchcenterRepository } from '../matchcenter/matchcenter-repository';
import { pathIdSchema } from '../matchcenter/teams/team-view';
import type { TeamsRepository } from '../matchcenter/teams/teams-repository';
import type { ShareImageDrawer } from './drawing/share-image-drawer';
import { shareImageCache, shareImageQuery, shareImageResponses } from './share-image-response';

/**
 * GET /share-image/team/{id}.png (CLB-05): the team page's `og:image`, a card with the club's crest, name
 * and league and its place in the table, in the tenant's language. Clubs and the table are league-wide
 * data, read as the team page reads them (the teams repository, the match centre's computed table). The
 * table moves only at a final whistle, so five minutes' HTTP freshness, as an article's card.
 */
export const getTeamShareImageRoute: FastifyPluginAsyncZod<{
  teams: TeamsRepository;
  matchcenter: MatchcenterRepository;
  drawer: ShareImageDrawer;
}> = async (app, { teams, matchcenter, drawer }) => {
  app.get(
    '/share-image/team/:id.png',
    {
      config: { publicCache: shareImageCache(300, 3600) },
      schema: {
        tags: ['Sharing'],
        summary: "A club's share image (PNG, 1200×630)",
        // The id only, as the page's canonical address has it: a slug would give one card two URLs.
        params: z.object({ id: pathIdSchema.describe('Club id') }),
        querystring: shareImageQuery,
        response: shareImageResponses,
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const team = await teams.team(request.params.id);
      if (team === undefined) throw new HttpError(404, request.t('error.notFound'));
      const leagueTeams = await matchcenter.teams(team.league.id);
      const table = await matchcenter.standings(
        team.league.id,
        leagueTeams.map((leagueTeam) => leagueTeam.id),
      );
      const row = table.find((standing) => standing.teamId === team.id);
      const png = await drawer.team(tenant, {
        id: team.id,
        name: team.name,
        logoPath: team.logoPath,
        league: team.league.name,
        // Before a club's first match the table is in id order: a "1st" there would claim what no result says.
        standing: row === undefined || row.played === 0 ? undefined : { position: row.position, points: row.points },
      });
      return reply.type('image/png').send(png);
    },
  );
};
