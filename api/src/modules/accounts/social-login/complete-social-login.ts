import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uniqueViolation } from '../../../db/errors';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { generateToken } from '../../../lib/tokens';
import { rateLimited } from '../../../plugins/rate-limit';
import { verifyEmailMail } from '../../mail/templates';
import type { AccountsRepository } from '../accounts-repository';
import { importedNoticeText, loginMetaSchema, withImportedNotice } from '../imported-notice';
import { tenantOrigin } from '../../../plugins/request-host';
import { loginDataSchema, toLoginData } from '../user-views';
import { exchangeCode, fetchProfile } from './provider-client';
import { requireProvider, throwProviderFailure } from './providers';
import type { SocialAccountsRepository } from './social-accounts-repository';
import type { SocialLoginRouteOptions } from './start-social-login';

/**
 * POST /api/v2/login/{provider} (ACC-03): the callback page hands over the provider's `code` and the
 * `state` it got from the redirect call. The code is exchanged server-side (client secret and PKCE
 * verifier never leave the API), the person is read from the userinfo endpoint, and the account is
 * found, linked or created; the browser is logged in.
 */
export const completeSocialLoginRoute: FastifyPluginAsyncZod<
  SocialLoginRouteOptions & { accounts: AccountsRepository; socialAccounts: SocialAccountsRepository }
> = async (app, { discovery, oauthStates, accounts, socialAccounts }) => {
  app.post(
    '/api/v2/login/:provider',
    {
      config: rateLimited(app, 'login', app.config.rateLimit.loginMax),
      schema: {
        tags: ['Accounts'],
        summary: 'Complete a social login with the code and state from the provider callback',
        params: z.object({ provider: z.string().min(1).max(100) }),
        // Kept loose: a missing or mangled code or state is a failed login (422 with one message), as
        // the callback page shows it, not a form error.
        body: z.object({
          code: z.string().max(4096).optional(),
          state: z.string().max(512).optional(),
        }),
        response: {
          200: z.object({
            data: loginDataSchema,
            metaData: loginMetaSchema.extend({
              redirect_data: z.string().nullable().describe('What was given to the redirect call, unchanged'),
            }),
          }),
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
      const label = { name, label: provider.label };
      const { code, state } = request.body;

      const pending =
        state === undefined || state === ''
          ? undefined
          : await oauthStates.consumeOauthState({ tenantId: tenant.id, provider: name, state });
      if (pending === undefined) throw new HttpError(422, request.t('socialLogin.stateInvalid'));
      if (code === undefined || code === '') {
        // The person cancelled at the provider (the callback carried an error instead of a code).
        throw new HttpError(422, request.t('socialLogin.codeRefused', { provider: provider.label }));
      }

      const profile = await (async () => {
        try {
          const endpoints = await discovery.endpoints(provider);
          const accessToken = await exchangeCode(endpoints, provider, {
            code,
            codeVerifier: pending.codeVerifier,
            redirectUri: pending.redirectUri,
          });
          return await fetchProfile(endpoints, accessToken);
        } catch (error) {
          return throwProviderFailure(request, label, error);
        }
      })();

      // A password nobody knows: the account logs in through the provider (or after a password reset).
      const unusablePasswordHash = () => app.passwords.hash(generateToken());
      const t = request.t.bind(request);
      const login = async () => {
        const loggedIn = await socialAccounts.logIn({
          tenantId: tenant.id,
          provider: name,
          profile,
          unusablePasswordHash,
        });
        if ('refused' in loggedIn) {
          const text = loggedIn.refused === 'emailMissing' ? 'socialLogin.emailMissing' : 'socialLogin.emailUnverified';
          throw new HttpError(422, t(text, { provider: provider.label }));
        }
        return loggedIn;
      };

      let result;
      try {
        result = await login();
      } catch (error) {
        // Two first logins of the same person at once (two tabs) race on the unique indexes; the second
        // attempt finds what the first one created.
        if (uniqueViolation(error) === undefined) throw error;
        try {
          result = await login();
        } catch (retryError) {
          if (uniqueViolation(retryError) === undefined) throw retryError;
          throw new HttpError(422, t('socialLogin.tryAgain'));
        }
      }

      request.log.info({ provider: name, userId: result.user.id, outcome: result.outcome }, 'social login');
      if (result.verification !== undefined) {
        const link = `${tenantOrigin(app, request, tenant)}/email/verify/${result.user.id}/${result.verification}`;
        try {
          await app.mailer.send({
            tenantId: tenant.id,
            to: result.user.email,
            ...verifyEmailMail(tenant, result.user.username, link),
          });
        } catch (error) {
          // The person is logged in; a mail hiccup must not undo that. The operator sees it in the log.
          request.log.error({ err: error, userId: result.user.id }, 'verification mail could not be sent');
        }
      }

      return {
        data: toLoginData(
          result.user,
          result.token,
          await accounts.currentFormationId(result.user.tenantId, result.user.id),
        ),
        metaData: withImportedNotice(
          { message: t('socialLogin.loggedIn', { provider: provider.label }), redirect_data: pending.redirectData },
          importedNoticeText(t, result.importedNotice),
        ),
      };
    },
  );
};
