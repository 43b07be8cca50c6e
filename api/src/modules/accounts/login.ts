import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../lib/http-error';
import { rateLimited } from '../../plugins/rate-limit';
import { withoutPassword } from './accounts-repository';
import { importedNoticeMetaSchema, takeImportedNotice } from './imported-notice';
import { createLoginThrottle } from './login-throttle';
import { loginDataSchema, toLoginData } from './user-views';

/** POST /api/v2/login (ACC-01): a username or e-mail address and a password give a bearer token. */
export const loginRoute: FastifyPluginAsyncZod = async (app) => {
  const throttle = createLoginThrottle(app.db, app.config.rateLimit.loginThrottle);
  app.post(
    '/api/v2/login',
    {
      config: rateLimited(app, 'login', app.config.rateLimit.loginMax),
      schema: {
        tags: ['Accounts'],
        summary: 'Log in with a username or e-mail address',
        body: z.object({
          login: z.string().trim().min(1).max(320).describe('Username or e-mail address'),
          password: z.string().min(1).max(1024),
        }),
        response: {
          200: z.object({ data: loginDataSchema, metaData: importedNoticeMetaSchema.optional() }),
          401: errorResponse,
          404: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { login, password } = request.body;
      // A locked name is refused before the password is looked at, even a right one (decision 0007).
      const locked = await throttle.secondsLocked(tenant.id, login);
      if (locked > 0) {
        throw new HttpError(429, request.t('auth.throttled', { seconds: locked }), undefined, {
          retryAfterSeconds: locked,
        });
      }
      const user = await app.accounts.findByLogin(tenant.id, login);
      // Unknown user and wrong password get the same answer after the same work (a scrypt run), so
      // neither the message nor the timing tells which usernames exist.
      const valid =
        user === undefined
          ? await app.passwords.verifyDummy(password)
          : await app.passwords.verify(password, user.passwordHash);
      if (user === undefined || !valid) {
        await throttle.recordFailure(tenant.id, login);
        throw new HttpError(401, request.t('auth.failed'));
      }
      await throttle.clear(tenant.id, login);
      const { token, notice } = await app.db.transaction(async (tx) => ({
        token: await app.accounts.issueToken(tx, tenant.id, user.id),
        notice: await takeImportedNotice(tx, user, request.t.bind(request)),
      }));
      const data = toLoginData(withoutPassword(user), token, await app.accounts.currentFormationId(tenant.id, user.id));
      // The contract's login answer is `{data}`; metaData appears only to carry the notice (ACC-18).
      return notice === undefined ? { data } : { data, metaData: { imported_user_notice: notice } };
    },
  );
};
