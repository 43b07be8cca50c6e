import { z } from 'zod';
import type { OauthProviderSetting } from '../../tenants/settings';

/**
 * The API's side of an OAuth 2 / OpenID Connect authorization code flow with PKCE (ACC-03): discovery,
 * the code exchange and the userinfo call. Everything a provider answers is outside data and is
 * validated here; any failure becomes a `ProviderError`, which the routes turn into a 422 (never a 500).
 * Codes and tokens are never logged or put into an error.
 */

/** How long one call to a provider may take before the login is given up. */
const providerTimeoutMs = 10_000;

/** How long a discovery document is trusted before it is fetched again. */
const discoveryTtlMs = 60 * 60 * 1000;

type ProviderFailure =
  /** Network error, timeout, 5xx, not JSON or not the expected shape: maybe better later. */
  | 'unavailable'
  /** The provider answered the code exchange or userinfo call with a 4xx: this code will never work. */
  | 'refused';

export class ProviderError extends Error {
  override name = 'ProviderError';

  constructor(
    readonly failure: ProviderFailure,
    /** For the log: which call failed and how (status, OAuth error code); never a secret. */
    readonly detail: string,
  ) {
    super(`${failure}: ${detail}`);
  }
}

interface ProviderEndpoints {
  authorization: string;
  token: string;
  userinfo: string;
  /** client_secret_basic unless the provider says it supports only client_secret_post. */
  clientAuth: 'client_secret_basic' | 'client_secret_post';
}

const discoveryDocument = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url({ protocol: /^https?$/ }),
  token_endpoint: z.url({ protocol: /^https?$/ }),
  userinfo_endpoint: z.url({ protocol: /^https?$/ }).optional(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
});

const tokenResponse = z.object({
  access_token: z.string().min(1).max(10_000),
  token_type: z.string().optional(),
});

const emailFormat = z.email();

/** The claims ACC-03 uses; `sub` is OpenID's id, `id` and `login` are what plain OAuth 2 APIs send. */
const userinfoResponse = z.object({
  sub: z.union([z.string(), z.number()]).optional(),
  id: z.union([z.string(), z.number()]).optional(),
  email: z.string().optional().nullable(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().optional().nullable(),
  preferred_username: z.string().optional().nullable(),
  nickname: z.string().optional().nullable(),
  login: z.string().optional().nullable(),
});

export interface ProviderProfile {
  subject: string;
  email: string | null;
  /** True only when the provider says so explicitly. */
  emailVerified: boolean;
  name: string | null;
  /** A handle the provider knows the person by (preferred_username, nickname, login). */
  handle: string | null;
}

async function callProvider(what: string, url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'error', ...init, signal: AbortSignal.timeout(providerTimeoutMs) });
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'error';
    throw new ProviderError('unavailable', `${what}: request failed (${reason})`);
  }
  const text = await response.text().catch(() => '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const oauthError = z.object({ error: z.string().max(100) }).safeParse(json);
    const detail = `${what}: HTTP ${response.status}${oauthError.success ? ` ${oauthError.data.error}` : ''}`;
    throw new ProviderError(response.status >= 400 && response.status < 500 ? 'refused' : 'unavailable', detail);
  }
  if (json === undefined) throw new ProviderError('unavailable', `${what}: the answer is not JSON`);
  return json;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export type DiscoveryCache = ReturnType<typeof createDiscoveryCache>;

/**
 * Discovery documents per issuer, shared by every tenant that uses the same provider. A failed fetch is
 * not cached, so the next login tries again.
 */
export function createDiscoveryCache(now: () => number = Date.now) {
  const entries = new Map<string, { expiresAt: number; document: Promise<z.infer<typeof discoveryDocument>> }>();

  async function fetchDocument(issuer: string): Promise<z.infer<typeof discoveryDocument>> {
    const json = await callProvider('discovery', `${withoutTrailingSlash(issuer)}/.well-known/openid-configuration`, {
      headers: { accept: 'application/json' },
      redirect: 'follow',
    });
    const parsed = discoveryDocument.safeParse(json);
    if (!parsed.success) throw new ProviderError('unavailable', 'discovery: unexpected document');
    // OpenID Connect Discovery §4.3: the document must be about the issuer that was asked for.
    if (withoutTrailingSlash(parsed.data.issuer) !== withoutTrailingSlash(issuer)) {
      throw new ProviderError('unavailable', 'discovery: issuer mismatch');
    }
    return parsed.data;
  }

  return {
    async discover(issuer: string): Promise<z.infer<typeof discoveryDocument>> {
      const cached = entries.get(issuer);
      if (cached !== undefined && cached.expiresAt > now()) return cached.document;
      const document = fetchDocument(issuer);
      entries.set(issuer, { expiresAt: now() + discoveryTtlMs, document });
      document.catch(() => {
        if (entries.get(issuer)?.document === document) entries.delete(issuer);
      });
      return document;
    },

    /** The provider's endpoints: discovered from `issuer`, with any endpoint set explicitly taking precedence. */
    async endpoints(provider: OauthProviderSetting): Promise<ProviderEndpoints> {
      const discovered = provider.issuer === undefined ? undefined : await this.discover(provider.issuer);
      const authorization = provider.authorizationEndpoint ?? discovered?.authorization_endpoint;
      const token = provider.tokenEndpoint ?? discovered?.token_endpoint;
      const userinfo = provider.userinfoEndpoint ?? discovered?.userinfo_endpoint;
      if (authorization === undefined || token === undefined || userinfo === undefined) {
        throw new ProviderError('unavailable', 'configuration: an endpoint is missing');
      }
      const methods = discovered?.token_endpoint_auth_methods_supported;
      // Without discovery there is nothing to go by; client_secret_post is what plain OAuth 2 APIs
      // (GitHub, Facebook…) all accept. With discovery, basic is the default the specification sets.
      const clientAuth =
        discovered === undefined
          ? 'client_secret_post'
          : methods === undefined || methods.includes('client_secret_basic') || !methods.includes('client_secret_post')
            ? 'client_secret_basic'
            : 'client_secret_post';
      return { authorization, token, userinfo, clientAuth };
    },
  };
}

/** RFC 6749 §2.3.1: id and secret are form-encoded before they are joined for Basic authentication. */
function basicCredentials(clientId: string, clientSecret: string): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  return Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`).toString('base64');
}

export function authorizationUrl(
  endpoints: ProviderEndpoints,
  provider: OauthProviderSetting,
  params: { redirectUri: string; state: string; codeChallenge: string },
): string {
  const url = new URL(endpoints.authorization);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', params.redirectUri);
  url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', params.state);
  url.searchParams.set('code_challenge', params.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.href;
}

/** Exchanges the authorization code (with the PKCE verifier and the same redirect URI) for an access token. */
export async function exchangeCode(
  endpoints: ProviderEndpoints,
  provider: OauthProviderSetting,
  params: { code: string; codeVerifier: string; redirectUri: string },
): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: params.code,
    redirect_uri: params.redirectUri,
    code_verifier: params.codeVerifier,
  });
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/x-www-form-urlencoded',
  };
  if (endpoints.clientAuth === 'client_secret_basic') {
    headers['authorization'] = `Basic ${basicCredentials(provider.clientId, provider.clientSecret)}`;
  } else {
    form.set('client_id', provider.clientId);
    form.set('client_secret', provider.clientSecret);
  }
  const json = await callProvider('token', endpoints.token, { method: 'POST', headers, body: form.toString() });
  const parsed = tokenResponse.safeParse(json);
  if (!parsed.success) throw new ProviderError('unavailable', 'token: unexpected answer');
  if (parsed.data.token_type !== undefined && parsed.data.token_type.toLowerCase() !== 'bearer') {
    throw new ProviderError('unavailable', 'token: not a bearer token');
  }
  return parsed.data.access_token;
}

function cleanText(value: string | null | undefined, max: number): string | null {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? null : trimmed.slice(0, max);
}

/** Who the access token belongs to, from the userinfo endpoint. */
export async function fetchProfile(endpoints: ProviderEndpoints, accessToken: string): Promise<ProviderProfile> {
  const json = await callProvider('userinfo', endpoints.userinfo, {
    headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
  });
  const parsed = userinfoResponse.safeParse(json);
  if (!parsed.success) throw new ProviderError('unavailable', 'userinfo: unexpected answer');
  const info = parsed.data;
  const subject = String(info.sub ?? info.id ?? '').trim();
  if (subject === '' || subject.length > 255) throw new ProviderError('unavailable', 'userinfo: no subject');
  const email = cleanText(info.email, 255);
  const validEmail = email !== null && emailFormat.safeParse(email).success ? email : null;
  return {
    subject,
    email: validEmail,
    emailVerified: validEmail !== null && (info.email_verified === true || info.email_verified === 'true'),
    name: cleanText(info.name, 100),
    handle: cleanText(info.preferred_username ?? info.nickname ?? info.login, 100),
  };
}
