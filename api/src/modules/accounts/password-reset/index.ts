import type { FastifyPluginAsync } from 'fastify';
import type { AccountsRepository } from '../accounts-repository';
import type { BackgroundTasks } from './background-tasks';
import type { PasswordResetsRepository } from './password-resets-repository';
import { refreshTokenRoute } from './refresh-token';
import { requestPasswordResetRoute } from './request-password-reset';
import { resetPasswordRoute } from './reset-password';

/**
 * Password reset (ACC-07, ACC-08): mailing a link, the CSRF token of the form behind it, and choosing a
 * new password with it.
 */
export const passwordResetArea: FastifyPluginAsync<{
  accounts: AccountsRepository;
  passwordResets: PasswordResetsRepository;
  background: BackgroundTasks;
}> = async (app, { accounts, passwordResets, background }) => {
  await app.register(requestPasswordResetRoute, { accounts, passwordResets, background });
  await app.register(refreshTokenRoute);
  await app.register(resetPasswordRoute, { accounts, passwordResets });
};
