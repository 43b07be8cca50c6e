import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../lib/http-error';
import type { User } from '../../accounts/users-repository';
import { isManager, mayUseNewsroom } from '../../../lib/permissions';

/**
 * The logged-in editor (an editor role or an admin: the manager flag of ACC-12, `isManager`): 401 for a
 * guest, 403 for anyone else. For the editors' content writes outside the newsroom: polls, live blogs.
 */
export async function requireEditor(request: FastifyRequest): Promise<User> {
  const { user } = await request.requireUser();
  if (!isManager(user.role, user.isAdmin)) throw new HttpError(403, request.t('editor.editorsOnly'));
  return user;
}

/**
 * The logged-in newsroom user (issue 33): a guest author, a junior editor or a manager; 401 for a guest,
 * 403 for a fan. What they may do with one article is `newsroomRights` (lib/permissions.ts).
 */
export async function requireNewsroomUser(request: FastifyRequest): Promise<User> {
  const { user } = await request.requireUser();
  if (!mayUseNewsroom(user.role, user.isAdmin)) throw new HttpError(403, request.t('editor.newsroomOnly'));
  return user;
}
