import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { rateLimited } from '../../../plugins/rate-limit';
import type { AccountsRepository } from '../accounts-repository';
import { importedNoticeText, loginMetaSchema, withImportedNotice } from '../imported-notice';
import { loginDataSchema, toLoginData } from '../user-views';
import type { RegistrationsRepository } from './registrations-repository';

/**
 * POST /api/v2/email/verify/{user_id}/{hash} (ACC-04): the link from the verification mail. It works
 * once, for 24 hours, and logs the browser in (the answer is the login data).
 */
export const verifyEmailRoute: FastifyPluginAsyncZod<{
  accounts: AccountsRepository;
  registrations: RegistrationsRepository;
}> = async (app, { accounts, registrations }) => {
  app.post(
    '/api/v2/email/verify/:user_id/:hash',
    {
      // Tokens are 256-bit random, so this limit is about load, not guessing.
      config: rateLimited(app, 'verify-email', Math.max(app.config.rateLimit.loginMax, 10)),
      schema: {
        tags: ['Accounts'],
        summary: 'Verify an e-mail address with the link from the verification mail',
        // Kept as strings: a mangled link is an invalid link (401, which the page handles), not a 400.
        params: z.object({ user_id: z.string().max(20), hash: z.string().max(200) }),
        response: {
          200: z.object({ data: loginDataSchema, metaData: loginMetaSchema }),
          401: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const userId = /^\d{1,9}$/.test(request.params.user_id) ? Number(request.params.user_id) : undefined;
      const verified =
        userId === undefined ? undefined : await registrations.verifyEmail(tenant.id, userId, request.params.hash);
      if (verified === undefined) throw new HttpError(401, request.t('auth.verificationInvalid'));
      return {
        data: toLoginData(
          verified.user,
          verified.token,
          await accounts.currentFormationId(tenant.id, verified.user.id),
        ),
        metaData: withImportedNotice(
          { message: request.t('auth.verified') },
          importedNoticeText(request.t.bind(request), verified.importedNotice),
        ),
      };
    },
  );
};
