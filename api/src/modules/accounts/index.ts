import type { FastifyInstance } from 'fastify';
import { createBackgroundTasks } from './background-tasks';
import { deleteAccountRoute } from './delete-account';
import { deleteAvatarRoute } from './delete-avatar';
import { getAvatarRoute } from './get-avatar';
import { getMeRoute } from './get-me';
import { getPublicProfileRoute } from './get-public-profile';
import { loginRoute } from './login';
import { logoutRoute } from './logout';
import { refreshTokenRoute } from './refresh-token';
import { registerRoute } from './register';
import { requestPasswordResetRoute } from './request-password-reset';
import { resetPasswordRoute } from './reset-password';
import { socialLoginPlugin } from './social-login';
import { updateLayoutRoute } from './update-layout';
import { updateProfileRoute } from './update-profile';
import { verifyEmailRoute } from './verify-email';
import { verifyNewEmailRoute } from './verify-new-email';

/**
 * Accounts (ACC-*): login, registration, e-mail verification, logout, the own-data resource and the
 * self-service calls (password reset, profile, e-mail change, avatar, deletion, layout). The repository
 * (`app.accounts`) and `request.requireUser()` come from the auth plugin, as every module needs them.
 */
export async function accountsModule(app: FastifyInstance): Promise<void> {
  // Mail sent after an answer (ACC-07) is finished before the database closes.
  const background = createBackgroundTasks();
  app.addHook('onClose', () => background.drain());

  await app.register(loginRoute);
  await app.register(registerRoute);
  await app.register(verifyEmailRoute);
  await app.register(logoutRoute);
  await app.register(getMeRoute);
  await app.register(getPublicProfileRoute);
  await app.register(requestPasswordResetRoute, { background });
  await app.register(refreshTokenRoute);
  await app.register(resetPasswordRoute);
  await app.register(verifyNewEmailRoute);
  await app.register(updateProfileRoute);
  await app.register(getAvatarRoute);
  await app.register(deleteAvatarRoute);
  await app.register(deleteAccountRoute);
  await app.register(updateLayoutRoute);
  await app.register(socialLoginPlugin);
}
