import type { FastifyInstance } from 'fastify';
import { completeSocialLoginRoute } from './complete-social-login';
import { listProvidersRoute } from './list-providers';
import { createDiscoveryCache } from './provider-client';
import { startSocialLoginRoute } from './start-social-login';

/**
 * Social login (ACC-03) with the OAuth 2 / OpenID Connect providers a tenant configures in its settings
 * (`oauthProviders`): authorization code flow with PKCE, the code exchanged server-side.
 */
export async function socialLoginPlugin(app: FastifyInstance): Promise<void> {
  const discovery = createDiscoveryCache();
  await app.register(listProvidersRoute);
  await app.register(startSocialLoginRoute, { discovery });
  await app.register(completeSocialLoginRoute, { discovery });
}
