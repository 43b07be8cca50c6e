import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { subscriptionAnswer } from './create-subscription';
import { isPushUserId, ownerEndpoint, pushUserIdParams, tenantQuery } from './web-push-requests';
import type { WebPushRepository } from '../web-push-repository';

/**
 * PATCH /api/v2/web-push/subscriptions/{pushUserId} (WP-01): the push toggle turns an existing
 * subscription on or off. The body carries the subscription's endpoint: the id alone (which may have
 * been seen in a log or a shared device's storage) never lets anyone switch someone else's pushes.
 * An unknown id, or an endpoint that is not this subscription's, is the same 404.
 */
export const updateSubscriptionRoute: FastifyPluginAsyncZod<{ webPush: WebPushRepository }> = async (
  app,
  { webPush },
) => {
  app.patch(
    '/api/v2/web-push/subscriptions/:pushUserId',
    {
      config: { leavesContentUnchanged: true, leavesAccountsUnchanged: true },
      schema: {
        tags: ['Web push'],
        summary: 'Turn a push subscription on or off',
        params: pushUserIdParams,
        querystring: tenantQuery,
        body: z.object({ endpoint: ownerEndpoint, enabled: z.boolean() }),
        response: { 200: subscriptionAnswer, 400: errorResponse, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { pushUserId } = request.params;
      const { endpoint, enabled } = request.body;
      if (!isPushUserId(pushUserId) || !(await webPush.setEnabled(tenant.id, pushUserId, endpoint.trim(), enabled)))
        throw new HttpError(404, request.t('webPush.unknownSubscription'));
      return { data: { push_user_id: pushUserId, enabled } };
    },
  );
};
