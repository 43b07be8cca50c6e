import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../lib/http-error';
import { collectionCache } from './collection-cache';
import { tenantQuery } from './collection-requests';
import type { CollectionsRepository } from './collections-repository';
import { collectionSummarySchema } from './get-collection-actions';

/** GET /api/v2/collections?tenant_id (COL-01): the tenant's collections, by title, for the `/collection` page. */
export const listCollectionsRoute: FastifyPluginAsyncZod<{ collections: CollectionsRepository }> = async (
  app,
  { collections },
) => {
  app.get(
    '/api/v2/collections',
    {
      config: collectionCache,
      schema: {
        tags: ['Content'],
        summary: 'The tenant’s collections',
        querystring: tenantQuery,
        response: {
          200: z.object({
            data: z.object({
              collections: z.array(collectionSummarySchema.extend({ item_count: z.number().int() })),
            }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const records = await collections.list(tenant.id);
      return {
        data: {
          collections: records.map((record) => ({
            id: record.id,
            slug: record.slug,
            title: record.title,
            description: record.description,
            page_size: record.pageSize,
            item_count: record.itemCount,
          })),
        },
      };
    },
  );
};
