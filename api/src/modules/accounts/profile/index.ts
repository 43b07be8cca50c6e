import type { FastifyPluginAsync } from 'fastify';
import type { AccountsRepository } from '../accounts-repository';
import type { EmailVerificationsRepository } from '../registration/email-verifications-repository';
import type { AvatarsRepository } from './avatars-repository';
import { deleteAccountRoute } from './delete-account';
import { deleteAvatarRoute } from './delete-avatar';
import { getAvatarRoute } from './get-avatar';
import { getMeRoute } from './get-me';
import { getPublicProfileRoute } from './get-public-profile';
import type { ProfilesRepository } from './profiles-repository';
import { updateLayoutRoute } from './update-layout';
import { updateProfileRoute } from './update-profile';

/**
 * The profile (ACC-09, ACC-13 to ACC-17, PRF-01): the own data, the public page, the settings form, the
 * avatar, the layout switches and deleting the account.
 */
export const profileArea: FastifyPluginAsync<{
  accounts: AccountsRepository;
  profiles: ProfilesRepository;
  avatars: AvatarsRepository;
  emailVerifications: EmailVerificationsRepository;
}> = async (app, { accounts, profiles, avatars, emailVerifications }) => {
  await app.register(getMeRoute, { accounts, emailVerifications });
  await app.register(getPublicProfileRoute, { accounts, profiles });
  await app.register(updateProfileRoute, { accounts, profiles, emailVerifications });
  await app.register(getAvatarRoute, { avatars });
  await app.register(deleteAvatarRoute, { avatars });
  await app.register(deleteAccountRoute, { profiles });
  await app.register(updateLayoutRoute, { accounts, profiles });
};
