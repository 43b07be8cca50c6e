import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { isPushUserId, ownerEndpoint, pushUserIdParams, tenantQuery } from './web-push-requests';
import type { WebPushRepository } from '../web-push-repository';

/**
 * DELETE /api/v2/web-push/subscriptions/{pushUserId} (WP-01): forgets the subscription. As for PATCH,
 * the body carries its endpoint, so the id alone removes nothing.
 */
export const deleteSubscriptionRoute: FastifyPluginAsyncZod<{ webPush: WebPushRepository }> = async (
  app,
  { webPush },
) => {
  app.delete(
    '/api/v2/web-push/subscriptions/:pushUserId',
    {
      config: { leavesContentUnchanged: true, leavesAccountsUnchanged: true },
      schema: {
        tags: ['Web push'],
        summary: 'Remove a push subscription',
        params: pushUserIdParams,
        querystring: tenantQuery,
        body: z.object({ endpoint: ownerEndpoint }),
        response: {
          200: z.object({ data: z.null(), metaData: z.object({ message: z.string() }) }),
          400: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { pushUserId } = request.params;
      if (!isPushUserId(pushUserId) || !(await webPush.remove(tenant.id, pushUserId, request.body.endpoint.trim())))
        throw new HttpError(404, request.t('webPush.unknownSubscription'));
      return { data: null, metaData: { message: request.t('webPush.unsubscribed') } };
    },
  );
};
