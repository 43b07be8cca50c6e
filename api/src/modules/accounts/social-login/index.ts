import type { FastifyPluginAsync } from 'fastify';
import type { AccountsRepository } from '../accounts-repository';
import { completeSocialLoginRoute } from './complete-social-login';
import { listProvidersRoute } from './list-providers';
import type { OauthStatesRepository } from './oauth-states-repository';
import { createDiscoveryCache } from './provider-client';
import type { SocialAccountsRepository } from './social-accounts-repository';
import { startSocialLoginRoute } from './start-social-login';

/**
 * Social login (ACC-03) with the OAuth 2 / OpenID Connect providers a tenant configures in its settings
 * (`oauthProviders`): authorization code flow with PKCE, the code exchanged server-side.
 */
export const socialLoginArea: FastifyPluginAsync<{
  accounts: AccountsRepository;
  oauthStates: OauthStatesRepository;
  socialAccounts: SocialAccountsRepository;
}> = async (app, { accounts, oauthStates, socialAccounts }) => {
  const discovery = createDiscoveryCache();
  await app.register(listProvidersRoute);
  await app.register(startSocialLoginRoute, { discovery, oauthStates });
  await app.register(completeSocialLoginRoute, { discovery, oauthStates, accounts, socialAccounts });
};
