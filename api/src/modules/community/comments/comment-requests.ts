import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../../lib/http-error';
import { isManager } from '../../../lib/permissions';
import { socketIdPattern } from '../../realtime/signatures';
import type { Tenant } from '../../tenants/tenants-repository';
import type { FoundResource, ResourceFinder, ResourceRef } from '../resources/find-resources';
import { resourceTypes } from '../schema';
import type { Asker } from './comment-view';

const maxId = 2_147_483_647;

/** A positive integer id in a path (else 400). */
export const idParam = z.coerce.number().int().positive().max(maxId);

/** `{type}/{id}` of a resource in a path: an unknown type or a bad id is a 400. */
export const resourceParams = z.object({ type: z.enum(resourceTypes), id: idParam });

export const commentIdParams = z.object({ id: idParam });

export const tenantQuery = z.object({ tenant_id: z.string().max(100).optional() });

/** The asking user as the comment views need them; a guest has no id. */
export async function askerOf(request: FastifyRequest): Promise<Asker> {
  const owner = await request.getUser();
  if (owner === null) return { userId: null, manager: false };
  return { userId: owner.user.id, manager: isManager(owner.user.role, owner.user.isAdmin) };
}

/** The tenant's resource, or the contract's 404. */
export async function requireResource(
  resources: ResourceFinder,
  request: FastifyRequest,
  tenant: Tenant,
  ref: ResourceRef,
): Promise<FoundResource> {
  const found = await resources.one(tenant.id, ref);
  if (found === null) throw new HttpError(404, request.t('comments.unknownResource'));
  return found;
}

/** The public channel of a resource's comments (CMT-09). */
function commentsChannel(ref: ResourceRef): string {
  return `comments-${ref.type}-${ref.id}`;
}

/** The sender's pusher-js connection (`X-Socket-Id`), left out of the events it caused; ignored unless well formed. */
function senderSocketId(request: FastifyRequest): string | undefined {
  const header = request.headers['x-socket-id'];
  return typeof header === 'string' && header.length <= 50 && socketIdPattern.test(header) ? header : undefined;
}

/**
 * Publishes a comment event after its transaction committed. Payloads are hints (ids and counts): the
 * clients fetch what they may see through the API.
 */
export async function publishCommentEvent(
  app: FastifyInstance,
  request: FastifyRequest,
  tenant: Tenant,
  ref: ResourceRef,
  event: 'CommentCreated' | 'CommentUpdated' | 'CommentDeleted',
  data: Record<string, unknown>,
): Promise<void> {
  await app.realtime.publish(tenant, commentsChannel(ref), event, data, { excludeSocketId: senderSocketId(request) });
}
