import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import type { AccountsRepository } from '../accounts-repository';
import type { ProfilesRepository } from './profiles-repository';

/** The public part of a profile (PRF-01, ACC-17): nothing a fan has not already shown on the site. */
const publicProfileSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    profile_image: z.string().nullable(),
    role: z.string().nullable().describe("The fan's editorial role (editor, …); null for a fan"),
    member_since: z.string().describe('ISO 8601: when the account was made'),
    claps_count: z.number().int().describe('Claps given: claps of resources plus likes of comments'),
  })
  .meta({ id: 'PublicProfile' });

/**
 * GET /api/v2/users/{username} (PRF-01, ACC-17): the public page /user/{username} of a fan of the
 * tenant, found case-insensitively (usernames are unique that way). The same for every visitor.
 */
export const getPublicProfileRoute: FastifyPluginAsyncZod<{
  accounts: AccountsRepository;
  profiles: ProfilesRepository;
}> = async (app, { accounts, profiles }) => {
  app.get(
    '/api/v2/users/:username',
    {
      config: { publicCache: { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 120 } },
      schema: {
        tags: ['Accounts'],
        summary: "A fan's public profile",
        params: z.object({ username: z.string().min(1).max(100) }),
        querystring: z.object({ tenant_id: z.string().max(100).optional() }),
        response: { 200: z.object({ data: publicProfileSchema }), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const user = await profiles.findPublicProfile(tenant.id, request.params.username);
      if (user === undefined) throw new HttpError(404, request.t('profile.unknownUser'));
      return {
        data: {
          id: user.id,
          username: user.username,
          profile_image: user.image,
          role: user.role,
          member_since: user.createdAt.toISOString(),
          claps_count: await accounts.clapsGiven(tenant.id, user.id),
        },
      };
    },
  );
};
