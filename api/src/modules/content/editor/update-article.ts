import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { localeOf } from '../../../plugins/i18n';
import { createFieldErrors } from '../../../lib/field-errors';
import type { PushArticleWhenPublished } from '../../web-push/delivery/send-article-push';
import { checkArticleInput, excerptOf, updateArticleBody } from './article-input';
import { editorArticleSchema, toEditorArticle } from './editor-article-view';
import type { ArticleValues, EditorArticlesRepository } from './editor-articles-repository';
import { articleIdParams, tenantQuery } from './editor-requests';
import { requireNewsroomUser } from './require-editor';
import { rightsOver } from './article-rights';
import { checkArticleReferences } from './article-references';
import { conflictError } from './save-conflict';

/**
 * PATCH /api/v2/editor/articles/{id}: a newsroom user who may edit the article (issue 33's roles)
 * changes any of its fields; the others stay. Each save is a revision. With `version`, a save over a
 * newer version is refused with 409 and the current article, never a silent overwrite. A new body is
 * sanitized before it is stored. The slug stays what it was (links keep working); an empty `b_title`
 * or `excerpt` follows the title or the body again. `published_at` publishes it at that time (those
 * who may publish).
 */
export const updateEditorArticleRoute: FastifyPluginAsyncZod<{
  articles: EditorArticlesRepository;
  pushWhenPublished: PushArticleWhenPublished;
}> = async (app, { articles, pushWhenPublished }) => {
  app.patch(
    '/api/v2/editor/articles/:id',
    {
      preValidation: async (request) => {
        await requireNewsroomUser(request);
      },
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['Content'],
        summary: 'Change an article (editors)',
        security: [{ bearerAuth: [] }],
        params: articleIdParams,
        querystring: tenantQuery,
        body: updateArticleBody,
        response: {
          200: z.object({ data: editorArticleSchema }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const user = await requireNewsroomUser(request);
      const t = request.t.bind(request);
      const current = await articles.byId(tenant.id, request.params.id);
      if (current === undefined) throw new HttpError(404, t('editor.unknownArticle'));
      const rights = rightsOver(user, current);
      if (!rights.edit) throw new HttpError(403, t('editor.mayNotEdit'));
      const problems = createFieldErrors();
      const input = checkArticleInput(request.body, {
        t,
        locale: localeOf(request),
        language: tenant.language,
        problems,
      });
      const { tagId, tagIds } = await checkArticleReferences(
        { db: app.db, articles, tenantId: tenant.id, user, t, problems },
        {
          tagSlug: input.tagSlug,
          tagSlugs: input.tagSlugs,
          authorId: input.values.authorId,
          fixtureId: input.values.fixtureId,
        },
      );
      // NR-02: the other tags sent without a primary tag may not hold the one the article has. (A new
      // primary tag sent alone leaves the other tags, without itself: the repository drops it there.)
      if (tagIds !== undefined && input.tagSlug === undefined && tagIds.includes(current.primaryTagId))
        problems.add('tags', t('editor.primaryInTags'));
      problems.throwIfAny(t('error.validationFailed'));
      if (input.publishedAt !== undefined && !rights.publish) throw new HttpError(403, t('editor.mayNotPublish'));

      const changes: Partial<ArticleValues> = { ...input.values };
      if (tagId !== undefined) changes.primaryTagId = tagId;
      if (tagIds !== undefined) changes.tagIds = tagIds;
      if (input.bTitleFromTitle) changes.bTitle = changes.title ?? current.title;
      if (input.excerptFromBody) changes.excerpt = excerptOf(changes.content ?? current.content);
      const outcome = await articles.save(tenant.id, current.id, {
        baseVersion: request.body.version,
        changes,
        userId: user.id,
        autosave: request.body.autosave ?? false,
      });
      if (outcome.kind === 'missing') throw new HttpError(404, t('editor.unknownArticle'));
      if (outcome.kind === 'conflict') throw conflictError(request, outcome.current);
      let article = outcome.record;
      if (input.publishedAt !== undefined) {
        article =
          (await articles.place(
            tenant.id,
            current.id,
            { status: 'published', publishedAt: input.publishedAt },
            user.id,
          )) ?? article;
      }
      // A draft's save changes nothing a reader sees: the site's caches stay (plugins/cluster-changes.ts).
      if (article.status !== 'published' && current.status !== 'published') request.keepsPublicContent = true;
      // WP-01: an article that carries a push and is out goes out once (never again on later edits).
      if (article.publishedAt !== null) {
        pushWhenPublished(request, reply, tenant, { ...article, publishedAt: article.publishedAt });
      }
      return { data: toEditorArticle(article, rightsOver(user, article)) };
    },
  );
};
