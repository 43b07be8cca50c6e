import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { notificationIdParams, tenantQuery } from './notification-requests';
import { notificationSchema } from './notification-view';
import type { NotificationsRepository } from './notifications-repository';

/** PATCH /api/v2/notifications/{id}/read (NOT-01): the fan clicked it; read (and so opened). Idempotent. */
export const readNotificationRoute: FastifyPluginAsyncZod<{ notifications: NotificationsRepository }> = async (
  app,
  { notifications },
) => {
  app.patch(
    '/api/v2/notifications/:id/read',
    {
      preValidation: async (request) => {
        await request.requireUser();
      },
      schema: {
        tags: ['Notifications'],
        summary: 'Mark one notification read',
        security: [{ bearerAuth: [] }],
        params: notificationIdParams,
        querystring: tenantQuery,
        response: {
          200: z.object({ data: notificationSchema }),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      const found = await notifications.markRead(tenant.id, user.id, request.params.id);
      const notification = found ? await notifications.one(tenant, user.id, request.params.id) : null;
      if (notification === null) throw new HttpError(404, request.t('notifications.unknown'));
      return { data: notification };
    },
  );
};
