import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { privateNoStore } from '../../../plugins/public-cache';
import { errorResponse } from '../../../lib/http-error';
import { tenantQuery } from './editor-requests';
import type { NewsroomChoicesRepository } from './newsroom-choices-repository';
import { requireEditor } from './require-editor';

const newsroomAuthorSchema = z
  .object({
    id: z.number().int().describe('What an article’s author_id names'),
    name: z.string(),
    slug: z.string(),
    is_public: z.boolean().describe('false: a desk author, shown by name only (no author page)'),
    has_account: z.boolean().describe('A site account writes as this author (PRF-01)'),
  })
  .meta({ id: 'NewsroomAuthor' });

/**
 * GET /api/v2/editor/authors (issue 33, NR-02, NR-06): the tenant's authors by name, for the author
 * picker. Managers only (ACC-12's flag), as only they choose `author_id`; the others write as themselves.
 */
export const listEditorAuthorsRoute: FastifyPluginAsyncZod<{ choices: NewsroomChoicesRepository }> = async (
  app,
  { choices },
) => {
  app.get(
    '/api/v2/editor/authors',
    {
      preValidation: async (request) => {
        await requireEditor(request);
      },
      schema: {
        tags: ['Content'],
        summary: 'The tenant’s authors, by name (managing editors)',
        security: [{ bearerAuth: [] }],
        querystring: tenantQuery,
        response: {
          200: z.object({ data: z.array(newsroomAuthorSchema) }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      await requireEditor(request);
      reply.header('cache-control', privateNoStore);
      const rows = await choices.authors(tenant.id);
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          slug: row.slug,
          is_public: row.isPublic,
          has_account: row.userId !== null,
        })),
      };
    },
  );
};
