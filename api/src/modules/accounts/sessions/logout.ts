import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import type { AccountsRepository } from '../accounts-repository';

/** POST /api/v1/logout (ACC-06): revokes the token the request carries. */
export const logoutRoute: FastifyPluginAsyncZod<{ accounts: AccountsRepository }> = async (app, { accounts }) => {
  app.post(
    '/api/v1/logout',
    {
      schema: {
        tags: ['Accounts'],
        summary: 'Log out (revoke the bearer token)',
        security: [{ bearerAuth: [] }],
        response: {
          200: z.object({
            data: z.object({ logged_out: z.literal(true) }),
            metaData: z.object({ message: z.string() }),
          }),
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { tokenId } = await request.requireUser();
      await accounts.revokeToken(tenant.id, tokenId);
      return { data: { logged_out: true as const }, metaData: { message: request.t('auth.loggedOut') } };
    },
  );
};
