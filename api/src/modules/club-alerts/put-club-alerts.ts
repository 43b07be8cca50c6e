import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../lib/http-error';
import { rateLimited } from '../../plugins/rate-limit';
import type { ClubFinder } from '../matchcenter/teams/find-club';
import {
  alertKindSchema,
  alertOwnerOf,
  clubAlertSchema,
  guestHeaders,
  requireMatchCentre,
  tenantQuery,
} from './club-alert-requests';
import type { ClubAlertsRepository } from './club-alerts-repository';

/** Changes a client may send per window (per tenant and address): a fan flips a few switches now and then. */
const CLUB_ALERTS_RATE_LIMIT = 60;

/**
 * PUT /api/v2/club-alerts/{teamId} {kinds} (CLB-03): the kinds of alerts for one club, on the fan's
 * account or, for a guest, on this browser's subscription; an empty list turns the club's alerts off.
 * Answers what is stored. An unknown club is a 404.
 */
export const putClubAlertsRoute: FastifyPluginAsyncZod<{
  clubAlerts: ClubAlertsRepository;
  findClub: ClubFinder;
}> = async (app, { clubAlerts, findClub }) => {
  app.put(
    '/api/v2/club-alerts/:teamId',
    {
      config: rateLimited(app, 'club-alerts', CLUB_ALERTS_RATE_LIMIT),
      schema: {
        tags: ['Club alerts'],
        summary: 'Choose the match alerts for one club',
        security: [{ bearerAuth: [] }, {}],
        params: z.object({ teamId: z.coerce.number().int().min(1).max(2_147_483_647) }),
        querystring: tenantQuery,
        headers: guestHeaders,
        body: z.object({
          kinds: z.array(alertKindSchema).max(10).describe('The kinds to turn on; the others are turned off'),
        }),
        response: {
          200: z.object({ data: clubAlertSchema }),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await requireMatchCentre(request);
      const owner = await alertOwnerOf(request, request.headers, tenant, clubAlerts);
      const team = await findClub(request.params.teamId);
      if (team === undefined) throw new HttpError(404, request.t('clubAlerts.unknownClub'));
      const kinds = await clubAlerts.set(tenant.id, owner, team.id, request.body.kinds);
      return { data: { team, kinds } };
    },
  );
};
