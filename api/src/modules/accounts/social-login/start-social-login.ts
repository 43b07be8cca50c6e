import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { rateLimited } from '../../../plugins/rate-limit';
import type { OauthStatesRepository } from './oauth-states-repository';
import { authorizationUrl, type DiscoveryCache } from './provider-client';
import { callbackUri, requireProvider, throwProviderFailure } from './providers';

export interface SocialLoginRouteOptions {
  discovery: DiscoveryCache;
  oauthStates: OauthStatesRepository;
}

/**
 * POST /api/v2/login/{provider}/redirect (ACC-03): where to send the browser to log in at the provider.
 * The state and the PKCE verifier are kept server-side for ten minutes, with the pending comment or reply
 * (`redirect_data`) that is handed back after the login.
 */
export const startSocialLoginRoute: FastifyPluginAsyncZod<SocialLoginRouteOptions> = async (
  app,
  { discovery, oauthStates },
) => {
  app.post(
    '/api/v2/login/:provider/redirect',
    {
      config: rateLimited(app, 'login', app.config.rateLimit.loginMax),
      schema: {
        tags: ['Accounts'],
        summary: 'Start a social login: the provider authorisation URL and its state',
        params: z.object({ provider: z.string().min(1).max(100) }),
        body: z.object({
          redirect_data: z
            .string()
            .max(20_000)
            .nullable()
            .optional()
            .describe('Opaque data (a pending comment or reply) returned by the login call'),
        }),
        response: {
          200: z.object({ data: z.object({ url: z.string(), state: z.string() }) }),
          404: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const tenant = await request.requireTenant();
      const name = request.params.provider;
      const provider = requireProvider(request, tenant, name);
      const endpoints = await discovery
        .endpoints(provider)
        .catch((error: unknown) => throwProviderFailure(request, { name, label: provider.label }, error));
      const redirectUri = callbackUri(app, request, tenant, name);
      const redirectData = request.body.redirect_data ?? null;
      const { state, codeChallenge } = await oauthStates.startOauthLogin({
        tenantId: tenant.id,
        provider: name,
        redirectUri,
        redirectData: redirectData === '' ? null : redirectData,
      });
      return {
        data: { url: authorizationUrl(endpoints, provider, { redirectUri, state, codeChallenge }), state },
      };
    },
  );
};
