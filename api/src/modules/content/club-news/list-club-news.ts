import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { articleSummarySchema, toArticleSummary } from '../article-view';
import type { ClubFinder } from '../../matchcenter/teams/find-club';
import type { ClubNewsRepository } from './club-news-repository';

/**
 * GET /api/v2/article/club/{teamId}?page&page_size (CLB-02): the tenant's news about one club, newest
 * first: the home page's "news about your club" and the team page's news. An unknown club is a 404.
 */
export const listClubNewsRoute: FastifyPluginAsyncZod<{ clubNews: ClubNewsRepository; findClub: ClubFinder }> = async (
  app,
  { clubNews, findClub },
) => {
  app.get(
    '/api/v2/article/club/:teamId',
    {
      // The same list for every visitor: a new article shows within a minute.
      config: { publicCache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } },
      schema: {
        tags: ['Content'],
        summary: 'The news about one club, newest first',
        params: z.object({ teamId: z.coerce.number().int().min(1).max(2_147_483_647) }),
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(1000).default(1),
          page_size: z.coerce.number().int().min(1).max(50).default(10),
          tenant_id: z.string().max(100).optional(),
        }),
        response: { 200: z.object({ data: z.array(articleSummarySchema) }), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const club = await findClub(request.params.teamId);
      if (club === undefined) throw new HttpError(404, request.t('clubAlerts.unknownClub'));
      const { page, page_size: pageSize } = request.query;
      const rows = await clubNews.latest(tenant, club, { offset: (page - 1) * pageSize, limit: pageSize });
      return { data: rows.map(toArticleSummary) };
    },
  );
};
