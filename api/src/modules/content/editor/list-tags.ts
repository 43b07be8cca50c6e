import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { privateNoStore } from '../../../plugins/public-cache';
import { errorResponse } from '../../../lib/http-error';
import { tenantQuery } from './editor-requests';
import type { NewsroomChoicesRepository } from './newsroom-choices-repository';
import { requireNewsroomUser } from './require-editor';

const newsroomTagSchema = z
  .object({
    id: z.number().int(),
    slug: z.string().describe('What an article’s primary_tag (and tags) names'),
    title: z.string(),
  })
  .meta({ id: 'NewsroomTag' });

/**
 * GET /api/v2/editor/tags (issue 33, NR-02): the tenant's tags by title, for the editor's tag picker,
 * which still sends the slug. Newsroom users only: an article's settings are theirs to choose.
 */
export const listEditorTagsRoute: FastifyPluginAsyncZod<{ choices: NewsroomChoicesRepository }> = async (
  app,
  { choices },
) => {
  app.get(
    '/api/v2/editor/tags',
    {
      preValidation: async (request) => {
        await requireNewsroomUser(request);
      },
      schema: {
        tags: ['Content'],
        summary: 'The tenant’s tags, by title (newsroom)',
        security: [{ bearerAuth: [] }],
        querystring: tenantQuery,
        response: {
          200: z.object({ data: z.array(newsroomTagSchema) }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      await requireNewsroomUser(request);
      reply.header('cache-control', privateNoStore);
      return { data: await choices.tags(tenant.id) };
    },
  );
};
