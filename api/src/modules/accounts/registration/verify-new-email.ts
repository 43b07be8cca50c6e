import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { rateLimited } from '../../../plugins/rate-limit';
import { fieldError } from '../../../lib/field-errors';
import type { AccountsRepository } from '../accounts-repository';
import { importedNoticeText, loginMetaSchema, withImportedNotice } from '../imported-notice';
import { loginDataSchema, toLoginData } from '../user-views';
import type { RegistrationsRepository } from './registrations-repository';

/**
 * POST /api/v2/new-email/verify/{user_id}/{hash} (ACC-05): the link mailed to a new address when a fan
 * changes theirs on the profile page. It works once, for 24 hours; the address becomes the account's,
 * verified, and the browser is logged in (the answer is the login data).
 */
export const verifyNewEmailRoute: FastifyPluginAsyncZod<{
  accounts: AccountsRepository;
  registrations: RegistrationsRepository;
}> = async (app, { accounts, registrations }) => {
  app.post(
    '/api/v2/new-email/verify/:user_id/:hash',
    {
      // Tokens are 256-bit random, so this limit is about load, not guessing.
      config: rateLimited(app, 'verify-new-email', Math.max(app.config.rateLimit.loginMax, 10)),
      schema: {
        tags: ['Accounts'],
        summary: 'Confirm a new e-mail address with the link mailed to it',
        // Kept as strings: a mangled link is an invalid link (401, which the page handles), not a 400.
        params: z.object({ user_id: z.string().max(20), hash: z.string().max(200) }),
        response: {
          200: z.object({ data: loginDataSchema, metaData: loginMetaSchema }),
          401: errorResponse,
          404: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const t = request.t.bind(request);
      const userId = /^\d{1,9}$/.test(request.params.user_id) ? Number(request.params.user_id) : undefined;
      if (userId === undefined) throw new HttpError(401, t('auth.verificationInvalid'));

      const confirmed = await registrations.confirmEmailChange(tenant.id, userId, request.params.hash);
      if (confirmed === undefined) throw new HttpError(401, t('auth.verificationInvalid'));
      // Someone registered with the address since the link was sent; the link stays unused.
      if ('refused' in confirmed) throw fieldError('email', t('validation.taken', { attribute: t('attribute.email') }));
      return {
        data: toLoginData(
          confirmed.user,
          confirmed.token,
          await accounts.currentFormationId(confirmed.user.tenantId, confirmed.user.id),
        ),
        metaData: withImportedNotice(
          { message: t('emailChange.confirmed') },
          importedNoticeText(t, confirmed.importedNotice),
        ),
      };
    },
  );
};
