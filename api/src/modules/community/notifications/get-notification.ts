import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { notificationIdParams, tenantQuery } from './notification-requests';
import { notificationSchema } from './notification-view';
import type { NotificationsRepository } from './notifications-repository';

/** GET /api/v2/notifications/{id} (NOT-01): one of the fan's notifications; another fan's is a 404. */
export const getNotificationRoute: FastifyPluginAsyncZod<{ notifications: NotificationsRepository }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/api/v2/notifications/:id',
    {
      preValidation: async (request) => {
        await request.requireUser();
      },
      schema: {
        tags: ['Notifications'],
        summary: 'One notification',
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
      const notification = await notifications.one(tenant, user.id, request.params.id);
      if (notification === null) throw new HttpError(404, request.t('notifications.unknown'));
      return { data: notification };
    },
  );
};
