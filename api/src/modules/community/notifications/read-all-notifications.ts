import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { tenantQuery } from './notification-requests';
import { notificationCountsSchema } from './notification-view';
import type { NotificationsRepository } from './notifications-repository';

/** PATCH /api/v2/notifications/read-all (NOT-01): "mark all as read"; answers the new counts. */
export const readAllNotificationsRoute: FastifyPluginAsyncZod<{ notifications: NotificationsRepository }> = async (
  app,
  { notifications },
) => {
  app.patch(
    '/api/v2/notifications/read-all',
    {
      preValidation: async (request) => {
        await request.requireUser();
      },
      schema: {
        tags: ['Notifications'],
        summary: 'Mark all notifications read',
        security: [{ bearerAuth: [] }],
        querystring: tenantQuery,
        response: { 200: z.object({ data: notificationCountsSchema }), 401: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      await notifications.readAll(tenant.id, user.id);
      return { data: await notifications.counts(tenant.id, user.id) };
    },
  );
};
