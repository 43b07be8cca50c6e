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
import { requireEditor } from './require-editor';

/**
 * PATCH /api/v2/editor/articles/{id}: an editor changes any of an article's fields; the others stay.
 * A new body is sanitized before it is stored. The slug stays what it was (links keep working); an
 * empty `b_title` or `excerpt` follows the title or the body again.
 */
export const updateEditorArticleRoute: FastifyPluginAsyncZod<{
  articles: EditorArticlesRepository;
  pushWhenPublished: PushArticleWhenPublished;
}> = async (app, { articles, pushWhenPublished }) => {
  app.patch(
    '/api/v2/editor/articles/:id',
    {
      preValidation: async (request) => {
        await requireEditor(request);
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
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const t = request.t.bind(request);
      const current = await articles.byId(tenant.id, request.params.id);
      if (current === undefined) throw new HttpError(404, t('editor.unknownArticle'));
      const problems = createFieldErrors();
      const input = checkArticleInput(request.body, {
        t,
        locale: localeOf(request),
        language: tenant.language,
        problems,
      });
      const tagId = input.tagSlug ? await articles.tagIdBySlug(tenant.id, input.tagSlug) : undefined;
      if (input.tagSlug && tagId === undefined) problems.add('primary_tag', t('editor.unknownTag'));
      problems.throwIfAny(t('error.validationFailed'));

      const changes: Partial<ArticleValues> = { ...input.values };
      if (tagId !== undefined) changes.primaryTagId = tagId;
      if (input.bTitleFromTitle) changes.bTitle = changes.title ?? current.title;
      if (input.excerptFromBody) changes.excerpt = excerptOf(changes.content ?? current.content);
      if (!(await articles.update(tenant.id, current.id, changes)))
        throw new HttpError(404, t('editor.unknownArticle'));
      const article = await articles.byId(tenant.id, current.id);
      if (article === undefined) throw new HttpError(404, t('editor.unknownArticle'));
      // WP-01: an article that carries a push and is out goes out once (never again on later edits).
      pushWhenPublished(request, reply, tenant, article);
      return { data: toEditorArticle(article) };
    },
  );
};
