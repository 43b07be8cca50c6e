import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../../lib/http-error';
import type { OauthProviderSetting } from '../../tenants/settings';
import type { Tenant } from '../../tenants/tenants-repository';
import { tenantOrigin } from '../../../plugins/request-host';
import { ProviderError } from './provider-client';

/** The tenant's configured provider of this name (`tenant.settings.oauthProviders`), or a 404. */
export function requireProvider(request: FastifyRequest, tenant: Tenant, name: string): OauthProviderSetting {
  const providers = tenant.settings.oauthProviders ?? {};
  const provider = Object.hasOwn(providers, name) ? providers[name] : undefined;
  if (provider === undefined) throw new HttpError(404, request.t('socialLogin.unknownProvider', { provider: name }));
  return provider;
}

/**
 * Where the provider sends the browser back: the front end's callback page on this tenant's origin. The
 * same URI is sent again with the code exchange, as OAuth requires.
 */
export function callbackUri(
  app: FastifyInstance,
  request: FastifyRequest,
  tenant: Tenant,
  providerName: string,
): string {
  return `${tenantOrigin(app, request, tenant)}/login/${encodeURIComponent(providerName)}/callback`;
}

/**
 * Throws a provider problem as the person sees it: a 422 with a message in their language. It is logged
 * with what failed (never a code or token): a misconfigured or failing provider is the operator's
 * business. Anything else is rethrown as it is.
 */
export function throwProviderFailure(
  request: FastifyRequest,
  provider: { name: string; label: string },
  error: unknown,
): never {
  if (!(error instanceof ProviderError)) throw error;
  request.log.warn(
    { provider: provider.name, failure: error.failure, detail: error.detail },
    'social login provider call failed',
  );
  const key = error.failure === 'refused' ? 'socialLogin.codeRefused' : 'socialLogin.providerFailed';
  throw new HttpError(422, request.t(key, { provider: provider.label }));
}
