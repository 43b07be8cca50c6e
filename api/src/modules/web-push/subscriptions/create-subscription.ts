import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { checkSubscription, subscriptionBody, tenantQuery } from './web-push-requests';
import type { WebPushRepository } from '../web-push-repository';

export const subscriptionAnswer = z.object({
  data: z.object({
    push_user_id: z.string().describe('The push user id the browser keeps (localStorage `web_push_user_id`)'),
    enabled: z.boolean().describe('Whether article pushes (WP-01) reach this browser'),
  }),
});

/**
 * POST /api/v2/web-push/subscriptions (WP-01): a browser's push subscription (its
 * `PushSubscription.toJSON()`), stored or renewed by endpoint and enabled. Guests may subscribe; a
 * logged-in reader's account is kept with it. Answers the push user id.
 */
export const createSubscriptionRoute: FastifyPluginAsyncZod<{ webPush: WebPushRepository }> = async (
  app,
  { webPush },
) => {
  app.post(
    '/api/v2/web-push/subscriptions',
    {
      config: { leavesContentUnchanged: true, leavesAccountsUnchanged: true },
      schema: {
        tags: ['Web push'],
        summary: 'Subscribe a browser to push notifications',
        querystring: tenantQuery,
        body: subscriptionBody,
        response: { 200: subscriptionAnswer, 400: errorResponse, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const checked = await checkSubscription(request.body, {
        t: request.t.bind(request),
        allowLoopbackHttp: app.config.pushEndpoints.allowLoopback,
        resolveHost: app.config.pushEndpoints.resolveHost,
      });
      const owner = await request.getUser();
      const stored = await webPush.upsert({
        tenantId: tenant.id,
        ...checked,
        userId: owner?.user.id ?? null,
        articlePushes: request.body.purpose === 'club_alerts' ? 'keep' : 'on',
      });
      return { data: { push_user_id: stored.id, enabled: stored.enabled } };
    },
  );
};
