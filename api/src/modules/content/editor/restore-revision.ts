import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { rightsOver } from './article-rights';
import { editorArticleSchema, toEditorArticle } from './editor-article-view';
import type { EditorArticlesRepository } from './editor-articles-repository';
import { revisionParams, tenantQuery } from './editor-requests';
import { requireNewsroomUser } from './require-editor';
import { conflictError } from './save-conflict';

/**
 * POST /api/v2/editor/articles/{id}/revisions/{number}/restore (issue 33): the article takes that
 * revision's fields again, as a new save (and so a new revision: nothing is lost by restoring). With
 * `version`, refused with 409 when someone saved since, as any save.
 */
export const restoreArticleRevisionRoute: FastifyPluginAsyncZod<{ articles: EditorArticlesRepository }> = async (
  app,
  { articles },
) => {
  app.post(
    '/api/v2/editor/articles/:id/revisions/:number/restore',
    {
      preValidation: async (request) => {
        await requireNewsroomUser(request);
      },
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['Content'],
        summary: 'Restore a revision of an article (authors and editors)',
        security: [{ bearerAuth: [] }],
        params: revisionParams,
        querystring: tenantQuery,
        body: z.object({ version: z.number().int().positive().optional() }).optional(),
        response: {
          200: z.object({ data: editorArticleSchema }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const user = await requireNewsroomUser(request);
      const t = request.t.bind(request);
      const current = await articles.byId(tenant.id, request.params.id);
      if (current === undefined) throw new HttpError(404, t('editor.unknownArticle'));
      if (!rightsOver(user, current).edit) throw new HttpError(403, t('editor.mayNotEdit'));
      const revision = await articles.revision(tenant.id, current.id, request.params.number);
      if (revision === undefined) throw new HttpError(404, t('editor.unknownRevision'));
      // A tag or author removed since stays as the article has it now; of the other tags (NR-02), those
      // still there come back (a revision from before them: none), never the primary tag it keeps.
      const { primaryTagId, authorId, tagIds: revisionTagIds, ...restored } = revision.snapshot;
      const [tagKept, authorKept, keptTagIds] = await Promise.all([
        articles.tagExists(tenant.id, primaryTagId),
        articles.authorExists(tenant.id, authorId),
        articles.existingTagIds(tenant.id, revisionTagIds ?? []),
      ]);
      const restoredPrimary = tagKept ? primaryTagId : current.primaryTagId;
      const outcome = await articles.save(tenant.id, current.id, {
        baseVersion: request.body?.version,
        changes: {
          ...restored,
          ...(tagKept ? { primaryTagId } : {}),
          ...(authorKept ? { authorId } : {}),
          tagIds: keptTagIds.filter((tagId) => tagId !== restoredPrimary),
        },
        userId: user.id,
        autosave: false,
      });
      if (outcome.kind === 'missing') throw new HttpError(404, t('editor.unknownArticle'));
      if (outcome.kind === 'conflict') throw conflictError(request, outcome.current);
      if (outcome.record.status !== 'published') request.keepsPublicContent = true;
      return { data: toEditorArticle(outcome.record, rightsOver(user, outcome.record)) };
    },
  );
};
