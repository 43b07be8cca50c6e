import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uniqueViolation } from '../../db/errors';
import { errorResponse, HttpError } from '../../lib/http-error';
import { rateLimited } from '../../plugins/rate-limit';
import { fieldError } from '../../lib/field-errors';
import { loginMetaSchema, takeImportedNotice, withImportedNotice } from './imported-notice';
import { loginDataSchema, toLoginData } from './user-views';

/**
 * POST /api/v2/new-email/verify/{user_id}/{hash} (ACC-05): the link mailed to a new address when a fan
 * changes theirs on the profile page. It works once, for 24 hours; the address becomes the account's,
 * verified, and the browser is logged in (the answer is the login data).
 */
export const verifyNewEmailRoute: FastifyPluginAsyncZod = async (app) => {
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
      const takenError = () => fieldError('email', t('validation.taken', { attribute: t('attribute.email') }));
      const userId = /^\d{1,9}$/.test(request.params.user_id) ? Number(request.params.user_id) : undefined;
      if (userId === undefined) throw new HttpError(401, t('auth.verificationInvalid'));

      let confirmed;
      try {
        confirmed = await app.db.transaction(async (tx) => {
          const newEmail = await app.accounts.consumeEmailChange(tx, tenant.id, userId, request.params.hash);
          if (newEmail === undefined) return undefined;
          // Someone registered with the address since the link was sent. Thrown, so the transaction rolls
          // back and the link stays unused.
          if (await app.accounts.isEmailTakenByOther(tx, tenant.id, newEmail, userId)) throw takenError();
          const user = await app.accounts.setVerifiedEmail(tx, tenant.id, userId, newEmail);
          if (user === undefined) return undefined;
          const token = await app.accounts.issueToken(tx, tenant.id, user.id);
          return { user, token, notice: await takeImportedNotice(tx, user, t) };
        });
      } catch (error) {
        // The same race, decided by the unique index when both commit at the same moment.
        if (uniqueViolation(error) !== undefined) throw takenError();
        throw error;
      }
      if (confirmed === undefined) throw new HttpError(401, t('auth.verificationInvalid'));
      return {
        data: toLoginData(
          confirmed.user,
          confirmed.token,
          await app.accounts.currentFormationId(confirmed.user.tenantId, confirmed.user.id),
        ),
        metaData: withImportedNotice({ message: t('emailChange.confirmed') }, confirmed.notice),
      };
    },
  );
};
