import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import type { Tenant } from '../tenants/tenants-repository';
import { isPushUserId } from '../web-push/subscriptions/web-push-requests';
import { alertKinds } from './alert-kinds';
import type { AlertOwner, ClubAlertsRepository } from './club-alerts-repository';

const MATCHCENTER_REMOTE = 'mf_matchcenter';

export const tenantQuery = z.object({ tenant_id: z.string().max(100).optional() });

/**
 * A guest's browser proves it holds its push subscription with both halves, in headers (never in a
 * URL, where an endpoint would end up in logs): the push user id and the endpoint, as WP-01's toggle.
 */
export const guestHeaders = z.object({
  'x-push-user-id': z
    .string()
    .max(100)
    .optional()
    .describe("A guest's push user id (WP-01); a logged-in fan's preferences are on the account instead"),
  'x-push-endpoint': z
    .string()
    .max(1000)
    .optional()
    .describe("The guest's subscription endpoint, as the browser reports it"),
});

export const alertKindSchema = z.enum(alertKinds);

export const clubAlertSchema = z
  .object({
    team: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), logo: z.string() }),
    kinds: z
      .array(alertKindSchema)
      .describe('The kinds turned on, in this order: kick_off, goal, red_card, half_time, full_time'),
  })
  .meta({ id: 'ClubAlert' });

/** The match centre's tenants only: elsewhere there are no clubs to follow (404, as an unknown route). */
export async function requireMatchCentre(request: FastifyRequest): Promise<Tenant> {
  const tenant = await request.requireTenant();
  const runs = tenant.remotes.some((remote) => remote.name === MATCHCENTER_REMOTE && remote.enabled);
  if (!runs) throw new HttpError(404, request.t('error.notFound'));
  return tenant;
}

/**
 * Whose preferences a request reads or writes: a logged-in fan's account; otherwise the guest's
 * browser, proved by its subscription's id and endpoint. A guest without a subscription has nowhere
 * to keep them (401: subscribe first, or log in); a wrong pair is the same 404 as WP-01's.
 */
export async function alertOwnerOf(
  request: FastifyRequest,
  headers: z.infer<typeof guestHeaders>,
  tenant: Tenant,
  clubAlerts: ClubAlertsRepository,
): Promise<AlertOwner> {
  const owner = await request.getUser();
  if (owner !== null) return { userId: owner.user.id };
  const id = headers['x-push-user-id'];
  const endpoint = headers['x-push-endpoint'];
  if (id === undefined || endpoint === undefined) throw new HttpError(401, request.t('clubAlerts.subscribeFirst'));
  const subscriptionId = isPushUserId(id) ? await clubAlerts.subscriptionOf(tenant.id, id, endpoint.trim()) : undefined;
  if (subscriptionId === undefined) throw new HttpError(404, request.t('webPush.unknownSubscription'));
  return { subscriptionId };
}
