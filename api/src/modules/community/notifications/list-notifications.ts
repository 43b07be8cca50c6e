import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../../i18n/messages';
import { errorResponse } from '../../../lib/http-error';
import { tenantQuery } from './notification-requests';
import { notificationCountsSchema, notificationSchema } from './notification-view';
import { notificationsPerPage, type NotificationsRepository } from './notifications-repository';

/** GET /api/v2/notifications?page=1 (NOT-01): the fan's notifications, newest activity first, with the badge counts. */
export const listNotificationsRoute: FastifyPluginAsyncZod<{ notifications: NotificationsRepository }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/api/v2/notifications',
    {
      preValidation: async (request) => {
        await request.requireUser();
      },
      schema: {
        tags: ['Notifications'],
        summary: "The fan's notifications, 20 a page",
        security: [{ bearerAuth: [] }],
        querystring: tenantQuery.extend({ page: z.coerce.number().int().positive().max(100_000).default(1) }),
        response: {
          200: z.object({
            data: notificationCountsSchema.extend({
              notifications: z.array(notificationSchema),
              no_notifications_text: z.string(),
            }),
            metaData: z.object({
              current_page: z.number().int(),
              last_page: z.number().int(),
              per_page: z.number().int(),
            }),
          }),
          400: errorResponse,
          401: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      const { page } = request.query;
      const [list, counts] = await Promise.all([
        notifications.page(tenant, user.id, page),
        notifications.counts(tenant.id, user.id),
      ]);
      return {
        data: {
          notifications: list.notifications,
          ...counts,
          // In the tenant's language, as the notifications' own texts are.
          no_notifications_text: translate(tenant.language, 'notifications.none'),
        },
        metaData: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(list.total / notificationsPerPage)),
          per_page: notificationsPerPage,
        },
      };
    },
  );
};
