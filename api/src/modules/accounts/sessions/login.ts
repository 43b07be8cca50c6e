import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { rateLimited } from '../../../plugins/rate-limit';
import type { AccountsRepository } from '../accounts-repository';
import { withoutPassword } from '../users-repository';
import { importedNoticeMetaSchema, importedNoticeText } from '../imported-notice';
import { type LoginThrottle, throttleKey } from './login-throttle';
import { loginDataSchema, toLoginData } from '../user-views';

/** POST /api/v2/login (ACC-01): a username or e-mail address and a password give a bearer token. */
export const loginRoute: FastifyPluginAsyncZod<{ accounts: AccountsRepository; loginThrottle: LoginThrottle }> = async (
  app,
  { accounts, loginThrottle: throttle },
) => {
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
      // Looked up first so the count is per account (issue 29, SEC-03): the username and the e-mail
      // address share it. An unknown name is counted under itself, and answered exactly alike.
      const user = await accounts.findByLogin(tenant.id, login);
      const key = throttleKey(login, user);
      // Counted before the password is looked at, in one step with the lock check (SEC-02), so attempts
      // sent at once cannot all slip in before the first failure is written. A locked key is refused even
      // with the right password (decision 0007).
      const locked = await throttle.admit(tenant.id, key);
      if (locked > 0) {
        throw new HttpError(429, request.t('auth.throttled', { seconds: locked }), undefined, {
          retryAfterSeconds: locked,
        });
      }
      // Unknown user and wrong password get the same answer after the same work (a scrypt run), so
      // neither the message nor the timing tells which usernames exist.
      const valid =
        user === undefined
          ? await app.passwords.verifyDummy(password)
          : await app.passwords.verify(password, user.passwordHash);
      if (user === undefined || !valid) throw new HttpError(401, request.t('auth.failed'));
      await throttle.clear(tenant.id, key);
      const { token, importedNotice } = await accounts.logIn(tenant.id, user);
      const notice = importedNoticeText(request.t.bind(request), importedNotice);
      const data = toLoginData(withoutPassword(user), token, await accounts.currentFormationId(tenant.id, user.id));
      // The contract's login answer is `{data}`; metaData appears only to carry the notice (ACC-18).
      return notice === undefined ? { data } : { data, metaData: { imported_user_notice: notice } };
    },
  );
};
