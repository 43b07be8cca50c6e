import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { localeOf } from '../../../plugins/i18n';
import { createFieldErrors } from '../../../lib/field-errors';
import type { PushArticleWhenPublished } from '../../web-push/delivery/send-article-push';
import { checkArticleInput, createArticleBody, defaultArticleImage, excerptOf } from './article-input';
import { slugOf } from './article-slug';
import { editorArticleSchema, toEditorArticle } from './editor-article-view';
import type { EditorArticlesRepository } from './editor-articles-repository';
import { tenantQuery } from './editor-requests';
import { requireEditor } from './require-editor';

/**
 * POST /api/v2/editor/articles: an editor writes an article. The body is sanitized before it is stored
 * (and again whenever it is read); the slug comes from the title; the author is the one the editor
 * writes as (a desk author without a page is made for an editor who has none). Published at once
 * unless `published_at` says later. The search documents follow by the database's trigger.
 */
export const createEditorArticleRoute: FastifyPluginAsyncZod<{
  articles: EditorArticlesRepository;
  pushWhenPublished: PushArticleWhenPublished;
}> = async (app, { articles, pushWhenPublished }) => {
  app.post(
    '/api/v2/editor/articles',
    {
      preValidation: async (request) => {
        await requireEditor(request);
      },
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['Content'],
        summary: 'Write an article (editors)',
        security: [{ bearerAuth: [] }],
        querystring: tenantQuery,
        body: createArticleBody,
        response: {
          201: z.object({ data: editorArticleSchema }),
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
      const editor = await requireEditor(request);
      const t = request.t.bind(request);
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
      const { values } = input;
      const title = values.title ?? '';
      const content = values.content ?? '';
      if (tagId === undefined) throw new HttpError(422, t('editor.unknownTag'));

      const id = await articles.insert(tenant.id, editor, slugOf(title), {
        title,
        bTitle: values.bTitle ?? title,
        abTesting: values.abTesting ?? false,
        excerpt: values.excerpt ?? excerptOf(content),
        content,
        image: values.image ?? defaultArticleImage,
        primaryTagId: tagId,
        kind: values.kind ?? 'news',
        isSticky: values.isSticky ?? false,
        hideInLists: values.hideInLists ?? false,
        webPush: values.webPush ?? false,
        publishedAt: values.publishedAt ?? new Date(),
      });
      const article = await articles.byId(tenant.id, id);
      if (article === undefined) throw new HttpError(404, t('editor.unknownArticle'));
      // WP-01: an article published with a push goes out once, after this answer.
      pushWhenPublished(request, reply, tenant, article);
      reply.code(201);
      return { data: toEditorArticle(article) };
    },
  );
};
