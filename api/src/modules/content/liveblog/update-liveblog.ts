import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { createFieldErrors } from '../../../lib/field-errors';
import { publishInitialize, senderSocketId } from './liveblog-events';
import type { LiveblogRecord, LiveblogRepository } from './liveblog-repository';
import { blocksCountField, checkAdHtml, idField, idValue, requireEditor, tenantQuery } from './liveblog-requests';
import { liveblogSchema, toLiveblog, withCleanAd } from './liveblog-view';
import type { MatchFeed } from './match-feed';

/**
 * PATCH /api/v2/liveblog/{liveblog_id} (LB-01, editors): the match it follows, the ad interval and the ad
 * block. Every open page loads the list again (`initialize`): the ads move, or the match's entries change.
 * Following another match turns the old match's entries into plain ones and adds the new match's goals
 * and cards so far.
 */
export const updateLiveblogRoute: FastifyPluginAsyncZod<{ liveblogs: LiveblogRepository; feed: MatchFeed }> = async (
  app,
  { liveblogs, feed },
) => {
  app.patch(
    '/api/v2/liveblog/:liveblog_id',
    {
      preValidation: async (request) => {
        await requireEditor(request);
      },
      config: { leavesAccountsUnchanged: true },
      schema: {
        tags: ['Content'],
        summary: 'Change a live blog: its match, ad interval and ad (editors)',
        security: [{ bearerAuth: [] }],
        params: z.object({ liveblog_id: idValue }),
        querystring: tenantQuery,
        body: z.object({
          fixture_id: idField.nullable().optional(),
          blocks_count_to_place_ad: blocksCountField.optional(),
          ad_html: z.string().optional(),
        }),
        response: {
          200: z.object({ data: liveblogSchema, metaData: z.object({ message: z.string() }) }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const t = request.t.bind(request);
      const current = await liveblogs.byId(tenant.id, request.params.liveblog_id);
      if (current === null) throw new HttpError(404, t('liveblog.unknownLiveblog'));
      const { fixture_id: fixtureId, blocks_count_to_place_ad: blocks, ad_html: rawAd } = request.body;
      const problems = createFieldErrors();
      const changes: Partial<Pick<LiveblogRecord, 'fixtureId' | 'blocksCountToPlaceAd' | 'adHtml'>> = {};
      if (rawAd !== undefined) changes.adHtml = checkAdHtml(rawAd, t, problems);
      if (blocks !== undefined) changes.blocksCountToPlaceAd = blocks;
      if (fixtureId !== undefined) {
        if (fixtureId !== null && !(await liveblogs.fixtureExists(fixtureId)))
          problems.add('fixture_id', t('liveblog.unknownFixture'));
        changes.fixtureId = fixtureId;
      }
      problems.throwIfAny(t('error.validationFailed'));

      const followsAnother = fixtureId !== undefined && fixtureId !== current.fixtureId;
      if (followsAnother) await liveblogs.detachFeedEntries(tenant.id, current.id);
      const updated = await liveblogs.update(tenant.id, current.id, changes);
      if (updated === null) throw new HttpError(404, t('liveblog.unknownLiveblog'));
      if (followsAnother) await feed.catchUp(updated);
      await publishInitialize({ app, tenant, excludeSocketId: senderSocketId(request) }, updated.articleId, updated.id);
      return {
        data: toLiveblog(withCleanAd(updated, tenant.language)),
        metaData: { message: t('liveblog.saved') },
      };
    },
  );
};
