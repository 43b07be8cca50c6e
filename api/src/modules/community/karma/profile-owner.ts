import type { FastifyRequest } from 'fastify';

/**
 * Whether the request is the profile's own fan (PRF-01: they also see their hidden comments). The user
 * is read only when the request carries Authorization, so a guest's answer stays the public one
 * (plugins/public-cache.ts answers a request with Authorization `private, no-store`).
 */
export async function isProfileOwner(request: FastifyRequest, userId: number): Promise<boolean> {
  if (request.headers.authorization === undefined) return false;
  const owner = await request.getUser();
  return owner !== null && owner.user.id === userId;
}
