import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { articleSummarySchema, toArticleSummary } from '../../content/article-view';
import { playerIdSchema } from './get-player';
import type { PlayersRepository } from './players-repository';

const MAX_PAGE_SIZE = 50;

/**
 * GET /ajax/matchcenter/player/{id}/news (spec 000 §7, MC-02 "player news list"): the requesting
 * tenant's published articles that name the player, newest first, `page_size` a page (pages from 1).
 * `metaData.has_more` says whether a next page exists (one row more is read to know, no count query).
 * Each article's `url` is its own page on the tenant's site.
 */
export const listPlayerNewsRoute: FastifyPluginAsyncZod<{ players: PlayersRepository }> = async (app, { players }) => {
  app.get(
    '/ajax/matchcenter/player/:id/news',
    {
      // Tenant content, the same for every visitor of the tenant (the cache varies by tenant); a new article shows within a minute.
      config: { publicCache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } },
      schema: {
        tags: ['Match centre'],
        summary: 'Articles that name a player',
        description:
          "The requesting tenant's published articles that name the player by full name or short name, as " +
          'a whole word, in the title or the body; newest first. `metaData.has_more` says whether page ' +
          '`page + 1` has articles. Each `url` is the article page.',
        params: z.object({ id: playerIdSchema }),
        querystring: z.object({
          tenant_id: z.string().optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
        }),
        response: {
          200: z.object({
            data: z.array(articleSummarySchema),
            metaData: z.object({
              page: z.number().int(),
              page_size: z.number().int(),
              has_more: z.boolean(),
            }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const player = await players.player(request.params.id);
      if (!player) throw new HttpError(404, request.t('error.notFound'));
      const { page, page_size: pageSize } = request.query;
      const rows = await players.news(tenant.id, player, (page - 1) * pageSize, pageSize + 1);
      return {
        data: rows.slice(0, pageSize).map(toArticleSummary),
        metaData: { page, page_size: pageSize, has_more: rows.length > pageSize },
      };
    },
  );
};
