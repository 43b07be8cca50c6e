import type { FastifyPluginAsync } from 'fastify';
import type { AccountsRepository } from '../accounts-repository';
import { loginRoute } from './login';
import type { LoginThrottle } from './login-throttle';
import { logoutRoute } from './logout';

/** Sessions (ACC-01, ACC-06): logging in with a password, under the per-account throttle, and out. */
export const sessionsArea: FastifyPluginAsync<{ accounts: AccountsRepository; loginThrottle: LoginThrottle }> = async (
  app,
  { accounts, loginThrottle },
) => {
  await app.register(loginRoute, { accounts, loginThrottle });
  await app.register(logoutRoute, { accounts });
};
