import type { FastifyInstance } from 'fastify';
import { createBackgroundTasks } from './password-reset/background-tasks';
import { passwordResetArea } from './password-reset';
import { createPasswordResetsRepository } from './password-reset/password-resets-repository';
import { profileArea } from './profile';
import { createAvatarsRepository } from './profile/avatars-repository';
import { createProfilesRepository } from './profile/profiles-repository';
import { registrationArea } from './registration';
import { createEmailVerificationsRepository } from './registration/email-verifications-repository';
import { createRegistrationsRepository } from './registration/registrations-repository';
import { sessionsArea } from './sessions';
import { createLoginThrottle } from './sessions/login-throttle';
import { socialLoginArea } from './social-login';
import { createOauthStatesRepository } from './social-login/oauth-states-repository';
import { createSocialAccountsRepository } from './social-login/social-accounts-repository';

/**
 * Accounts (ACC-*): login, registration, e-mail verification, logout, the own-data resource and the
 * self-service calls (password reset, profile, e-mail change, avatar, deletion, layout). The users and
 * sessions repository (`app.accounts`) and `request.requireUser()` come from the auth plugin, as every
 * module needs them; the module's own repositories are made here, once, and handed to each sub-area as
 * plugin options (decision 0056).
 */
export async function accountsModule(app: FastifyInstance): Promise<void> {
  const { accounts } = app;
  const loginThrottle = createLoginThrottle(app.db, app.config.rateLimit.loginThrottle);
  const registrations = createRegistrationsRepository(app.db);
  const emailVerifications = createEmailVerificationsRepository(app.db);
  const passwordResets = createPasswordResetsRepository(app.db);
  const profiles = createProfilesRepository(app.db);
  const avatars = createAvatarsRepository(app.db);
  const oauthStates = createOauthStatesRepository(app.db);
  const socialAccounts = createSocialAccountsRepository(app.db);
  // Mail sent after an answer (ACC-07) is finished before the database closes.
  const background = createBackgroundTasks();
  app.addHook('onClose', () => background.drain());

  await app.register(sessionsArea, { accounts, loginThrottle });
  await app.register(registrationArea, { accounts, registrations });
  await app.register(profileArea, { accounts, profiles, avatars, emailVerifications });
  await app.register(passwordResetArea, { accounts, passwordResets, background });
  await app.register(socialLoginArea, { accounts, oauthStates, socialAccounts });
}
