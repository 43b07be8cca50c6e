import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../lib/http-error';
import type { User } from '../../accounts/users-repository';
import { isManager } from '../../../lib/permissions';

/** The logged-in manager (ACC-12's flag): 401 for a guest, 403 for anyone else. */
export async function requireManager(request: FastifyRequest): Promise<User> {
  const { user } = await request.requireUser();
  if (!isManager(user.role, user.isAdmin)) throw new HttpError(403, request.t('comments.managersOnly'));
  return user;
}
