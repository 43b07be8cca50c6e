import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { articleKinds, newsroomStateOf, newsroomStates } from './editor-article-view';
import type { EditorArticlesRepository } from './editor-articles-repository';
import { requireNewsroomUser } from './require-editor';

const perPage = 25;

const newsroomRowSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    title: z.string(),
    excerpt: z.string(),
    image: z.string(),
    primary_tag: z.string(),
    kind: z.enum(articleKinds),
    status: z.enum(newsroomStates),
    published_at: z.string().nullable(),
    updated_at: z.string(),
    updated_by: z.object({ name: z.string() }).nullable(),
    author: z.object({ id: z.number().int(), name: z.string() }),
  })
  .meta({ id: 'NewsroomArticleRow' });

/**
 * GET /api/v2/editor/articles (issue 33, the newsroom's list): the tenant's articles in every state,
 * most recently changed first, 25 a page, by state, author and tag (primary or other, NR-04), and with `q` the site's
 * full-text search (title, excerpt and body, in the tenant's language). A guest author lists only what
 * they write.
 */
export const listEditorArticlesRoute: FastifyPluginAsyncZod<{ articles: EditorArticlesRepository }> = async (
  app,
  { articles },
) => {
  app.get(
    '/api/v2/editor/articles',
    {
      preValidation: async (request) => {
        await requireNewsroomUser(request);
      },
      schema: {
        tags: ['Content'],
        summary: 'The newsroom’s articles (authors and editors)',
        security: [{ bearerAuth: [] }],
        querystring: z.object({
          tenant_id: z.string().max(100).optional(),
          state: z.enum(newsroomStates).optional(),
          author: z.coerce.number().int().positive().max(2_147_483_647).optional(),
          tag: z
            .string()
            .max(100)
            .optional()
            .describe('A tag’s slug: articles with it as their primary or another tag'),
          q: z.string().max(200).optional(),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
        }),
        response: {
          200: z.object({
            data: z.array(newsroomRowSchema),
            metaData: z.object({
              current_page: z.number().int(),
              last_page: z.number().int(),
              total: z.number().int(),
            }),
          }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const user = await requireNewsroomUser(request);
      const { state, author, tag, q, page } = request.query;
      const tagId = tag === undefined ? undefined : ((await articles.tagIdBySlug(tenant.id, tag)) ?? -1);
      const { rows, total } = await articles.list(tenant.id, {
        state,
        authorId: author,
        tagId,
        text: q,
        onlyOfUser: user.role === 'guest-author' ? user.id : undefined,
        language: tenant.language,
        offset: (page - 1) * perPage,
        limit: perPage,
      });
      return {
        data: rows.map((row) => ({
          id: row.id,
          url: `/article/${row.id}/${row.slug}`,
          title: row.title,
          excerpt: row.excerpt,
          image: row.image,
          primary_tag: row.tagSlug,
          kind: row.kind,
          status: newsroomStateOf(row),
          published_at: row.publishedAt?.toISOString() ?? null,
          updated_at: row.updatedAt.toISOString(),
          updated_by: row.updatedByName === null ? null : { name: row.updatedByName },
          author: { id: row.authorId, name: row.authorName },
        })),
        metaData: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), total },
      };
    },
  );
};
