import type { FastifyPluginAsync } from 'fastify';
import type { AccountsRepository } from '../accounts-repository';
import { registerRoute } from './register';
import type { RegistrationsRepository } from './registrations-repository';
import { verifyEmailRoute } from './verify-email';
import { verifyNewEmailRoute } from './verify-new-email';

/**
 * An account's address (ACC-02, ACC-04, ACC-05): registering, the verification link, and the link that
 * confirms a new address (the change starts on the profile form).
 */
export const registrationArea: FastifyPluginAsync<{
  accounts: AccountsRepository;
  registrations: RegistrationsRepository;
}> = async (app, { accounts, registrations }) => {
  await app.register(registerRoute, { accounts, registrations });
  await app.register(verifyEmailRoute, { accounts, registrations });
  await app.register(verifyNewEmailRoute, { accounts, registrations });
};
