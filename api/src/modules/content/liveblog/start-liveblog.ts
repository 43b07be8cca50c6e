import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { createFieldErrors, fieldError } from '../../../lib/field-errors';
import type { LiveblogRepository } from './liveblog-repository';
import { blocksCountField, checkAdHtml, idField, requireEditor, tenantQuery } from './liveblog-requests';
import { liveblogSchema, toLiveblog, withCleanAd } from './liveblog-view';
import type { MatchFeed } from './match-feed';

/**
 * POST /api/v2/liveblog (LB-01, editors): starts the live blog of an article. With `fixture_id` it
 * follows that match: the goals and cards it already had become entries at once, the rest as the
 * simulator plays them (match-feed.ts).
 */
export const startLiveblogRoute: FastifyPluginAsyncZod<{ liveblogs: LiveblogRepository; feed: MatchFeed }> = async (
  app,
  { liveblogs, feed },
) => {
  app.post(
    '/api/v2/liveblog',
    {
      preValidation: async (request) => {
        await requireEditor(request);
      },
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['Content'],
        summary: 'Start the live blog of an article (editors)',
        security: [{ bearerAuth: [] }],
        querystring: tenantQuery,
        body: z.object({
          article_id: idField.describe("The article (published or scheduled) of the tenant's"),
          fixture_id: idField.nullable().optional().describe('A match to follow (goals and cards)'),
          blocks_count_to_place_ad: blocksCountField.optional(),
          ad_html: z.string().optional().describe('The ad block (HTML, sanitized; at most 5,000 characters)'),
        }),
        response: {
          201: z.object({ data: liveblogSchema, metaData: z.object({ message: z.string() }) }),
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
      const { article_id: articleId, fixture_id: fixtureId = null } = request.body;
      const problems = createFieldErrors();
      const adHtml = checkAdHtml(request.body.ad_html ?? '', t, problems);
      const [articleFound, fixtureFound] = await Promise.all([
        liveblogs.articleExists(tenant.id, articleId),
        fixtureId === null ? true : liveblogs.fixtureExists(fixtureId),
      ]);
      if (!articleFound) problems.add('article_id', t('liveblog.unknownArticle'));
      if (!fixtureFound) problems.add('fixture_id', t('liveblog.unknownFixture'));
      problems.throwIfAny(t('error.validationFailed'));

      const created = await liveblogs.insert({
        tenantId: tenant.id,
        articleId,
        fixtureId,
        blocksCountToPlaceAd: request.body.blocks_count_to_place_ad ?? 5,
        adHtml,
      });
      if (created === null) throw fieldError('article_id', t('liveblog.articleHasLiveblog'));
      await feed.catchUp(created);
      reply.code(201);
      return {
        data: toLiveblog(withCleanAd(created, tenant.language)),
        metaData: { message: t('liveblog.started') },
      };
    },
  );
};
