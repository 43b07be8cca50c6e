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
import { requireNewsroomUser } from './require-editor';
import { rightsOver } from './article-rights';
import { checkArticleReferences } from './article-references';
import { newsroomRights } from '../../../lib/permissions';

/**
 * POST /api/v2/editor/articles: a newsroom user writes an article. The body is sanitized before it is
 * stored (and again whenever it is read); the slug comes from the title; the author is the one the
 * writer writes as (a desk author without a page is made for one who has none), or a manager's choice.
 * A draft, a submitted draft, or published (at once, or at `published_at`): by default published for
 * those who may publish (issue 33's roles), a draft for a guest author. Its first revision is kept.
 * The search documents follow by the database's trigger.
 */
export const createEditorArticleRoute: FastifyPluginAsyncZod<{
  articles: EditorArticlesRepository;
  pushWhenPublished: PushArticleWhenPublished;
}> = async (app, { articles, pushWhenPublished }) => {
  app.post(
    '/api/v2/editor/articles',
    {
      preValidation: async (request) => {
        await requireNewsroomUser(request);
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
      const user = await requireNewsroomUser(request);
      const t = request.t.bind(request);
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
      problems.throwIfAny(t('error.validationFailed'));
      // A new article is the writer's own: what they may do with it follows from their role alone.
      const rights = newsroomRights(user, { ownArticle: true, out: false });
      const status = request.body.status ?? (input.publishedAt !== undefined || rights.publish ? 'published' : 'draft');
      if (status === 'published' && !rights.publish) throw new HttpError(403, t('editor.mayNotPublish'));
      const { values } = input;
      const title = values.title ?? '';
      const content = values.content ?? '';
      if (tagId === undefined) throw new HttpError(422, t('editor.unknownTag'));

      const article = await articles.insert(
        tenant.id,
        user,
        slugOf(title),
        {
          title,
          bTitle: values.bTitle ?? title,
          abTesting: values.abTesting ?? false,
          excerpt: values.excerpt ?? excerptOf(content),
          content,
          image: values.image ?? defaultArticleImage,
          primaryTagId: tagId,
          authorId: values.authorId ?? 0,
          kind: values.kind ?? 'news',
          isSticky: values.isSticky ?? false,
          hideInLists: values.hideInLists ?? false,
          webPush: values.webPush ?? false,
          fixtureId: values.fixtureId ?? null,
          seoTitle: values.seoTitle ?? '',
          seoDescription: values.seoDescription ?? '',
          tagIds: tagIds ?? [],
        },
        { status, publishedAt: status === 'published' ? (input.publishedAt ?? new Date()) : null },
      );
      // WP-01: an article published with a push goes out once, after this answer.
      if (article.publishedAt !== null)
        pushWhenPublished(request, reply, tenant, { ...article, publishedAt: article.publishedAt });
      reply.code(201);
      return { data: toEditorArticle(article, rightsOver(user, article)) };
    },
  );
};
