import type { FastifyInstance } from 'fastify';
import { getMeRoute } from './get-me';
import { loginRoute } from './login';
import { logoutRoute } from './logout';
import { registerRoute } from './register';
import { verifyEmailRoute } from './verify-email';

/**
 * Accounts (ACC-*): login, registration, e-mail verification, logout and the own-data resource. The
 * repository (`app.accounts`) and `request.requireUser()` come from the auth plugin, as every module
 * needs them.
 */
export async function accountsModule(app: FastifyInstance): Promise<void> {
  await app.register(loginRoute);
  await app.register(registerRoute);
  await app.register(verifyEmailRoute);
  await app.register(logoutRoute);
  await app.register(getMeRoute);
}
