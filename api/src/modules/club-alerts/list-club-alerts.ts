import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../lib/http-error';
import { alertOwnerOf, clubAlertSchema, guestHeaders, requireMatchCentre, tenantQuery } from './club-alert-requests';
import type { ClubAlertsRepository } from './club-alerts-repository';

/**
 * GET /api/v2/club-alerts (CLB-03): the clubs a fan (on the account) or a guest (on this browser's
 * push subscription) gets alerts for, with the kinds turned on.
 */
export const listClubAlertsRoute: FastifyPluginAsyncZod<{ clubAlerts: ClubAlertsRepository }> = async (
  app,
  { clubAlerts },
) => {
  app.get(
    '/api/v2/club-alerts',
    {
      schema: {
        tags: ['Club alerts'],
        summary: 'The clubs a fan or a browser gets match alerts for',
        security: [{ bearerAuth: [] }, {}],
        querystring: tenantQuery,
        headers: guestHeaders,
        response: {
          200: z.object({ data: z.array(clubAlertSchema) }),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await requireMatchCentre(request);
      const owner = await alertOwnerOf(request, request.headers, tenant, clubAlerts);
      return { data: await clubAlerts.list(tenant.id, owner) };
    },
  );
};
