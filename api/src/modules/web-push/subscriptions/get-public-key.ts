import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { vapidSubjectOf } from '../delivery/vapid-subject';
import { tenantQuery } from './web-push-requests';
import type { WebPushRepository } from '../web-push-repository';

/**
 * GET /api/v2/web-push/public-key (WP-01): the tenant's VAPID public key, the browser's
 * `applicationServerKey` for `pushManager.subscribe`. The pair is made on the first call and kept.
 */
export const getPublicKeyRoute: FastifyPluginAsyncZod<{ webPush: WebPushRepository }> = async (app, { webPush }) => {
  app.get(
    '/api/v2/web-push/public-key',
    {
      schema: {
        tags: ['Web push'],
        summary: "The tenant's VAPID public key",
        querystring: tenantQuery,
        response: {
          200: z.object({
            data: z.object({ public_key: z.string().describe('Uncompressed P-256 point, base64url (65 bytes)') }),
          }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const keys = await webPush.vapidKeys(tenant.id, vapidSubjectOf(tenant, app.config));
      return { data: { public_key: keys.publicKey } };
    },
  );
};
