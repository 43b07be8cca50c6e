import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { listCache, tenantQuery } from './list-requests';
import type { ListsRepository } from './lists-repository';

const tagSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    url: z.string().describe('/tag/{slug}'),
    template: z
      .enum(['default', 'photo_report'])
      .describe("ART-03: 'photo_report' shows the tag's articles as a photo grid"),
  })
  .meta({ id: 'ArticleTag' });

/** GET /api/v2/tag/{slug} (ART-03): a tag of the tenant, for the tag page's heading and template. */
export const getTagRoute: FastifyPluginAsyncZod<{ lists: ListsRepository }> = async (app, { lists }) => {
  app.get(
    '/api/v2/tag/:slug',
    {
      config: listCache,
      schema: {
        tags: ['Content'],
        summary: 'A tag',
        params: z.object({ slug: z.string().min(1).max(200) }),
        querystring: tenantQuery,
        response: { 200: z.object({ data: tagSchema }), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const tag = await lists.tagBySlug(tenant.id, request.params.slug);
      if (tag === undefined) throw new HttpError(404, request.t('lists.unknownTag'));
      return { data: { ...tag, url: `/tag/${tag.slug}` } };
    },
  );
};
