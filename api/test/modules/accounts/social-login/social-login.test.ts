import { createServer } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { devAdminToken } from '../../../../src/config';
import { oauthStates, socialIdentities, users } from '../../../../src/db/schema';
import { hashToken } from '../../../../src/lib/tokens';
import { usernameBasesFor } from '../../../../src/modules/accounts/social-login/social-accounts-repository';
import { mailsTo } from '../../../account-helpers';
import { apiRequest, body, buildTestApp, hosts, loginToken } from '../../../helper';
import {
  type LocalOidcProvider,
  loginAtProvider,
  startLocalOidcProvider,
} from '../../../oidc/start-local-oidc-provider';

/**
 * Social login (ACC-03) against a real OpenID provider (oidc-provider, in its own process on 127.0.0.1):
 * authorize, the provider's login and consent forms, the code exchange and userinfo all really happen.
 */

const clientId = 'tribune-local';
const clientSecret = 'local-client-secret';
const callbacks = {
  tribuneLocal: `http://${hosts.tribune}/login/local/callback`,
  tribuneOther: `http://${hosts.tribune}/login/other/callback`,
  tribuneManual: `http://${hosts.tribune}/login/manual/callback`,
  nlLocal: `http://${hosts.tribuneNl}/login/local/callback`,
};

let provider: LocalOidcProvider;
let app: FastifyInstance;

function setProviders(tenantId: string, oauthProviders: Record<string, unknown> | null) {
  return app.inject({
    method: 'PATCH',
    url: `/api/admin/tenants/${tenantId}/settings`,
    headers: { authorization: `Bearer ${devAdminToken}` },
    payload: { oauthProviders },
  });
}

beforeAll(async () => {
  [provider, app] = await Promise.all([
    startLocalOidcProvider({ clientId, clientSecret, redirectUris: Object.values(callbacks) }),
    buildTestApp(),
  ]);
  const local = { label: 'Local ID', clientId, clientSecret, issuer: provider.issuer };
  const configured = await setProviders('tribune', { local, other: { ...local, label: 'Other ID' } });
  expect(configured.statusCode).toBe(200);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await provider?.stop();
});

type Site = 'tribune' | 'tribune-nl';
const hostOf: Record<Site, string> = { tribune: hosts.tribune, 'tribune-nl': hosts.tribuneNl };

/** The tenant's page origin matters: the callback URI is built from it, as in a browser. */
function onSite(site: Site) {
  return { tenant: site, headers: { host: hostOf[site] } };
}

async function startLogin(
  providerName: string,
  options: { site?: Site; redirectData?: string } = {},
): Promise<{ url: string; state: string }> {
  const response = await apiRequest(app, {
    method: 'POST',
    url: `/api/v2/login/${providerName}/redirect`,
    ...onSite(options.site ?? 'tribune'),
    payload: options.redirectData === undefined ? {} : { redirect_data: options.redirectData },
  });
  expect(response.statusCode).toBe(200);
  const data: unknown = body(response)['data'];
  const url = typeof data === 'object' && data !== null ? Reflect.get(data, 'url') : undefined;
  const state = typeof data === 'object' && data !== null ? Reflect.get(data, 'state') : undefined;
  if (typeof url !== 'string' || typeof state !== 'string') throw new Error(`no url/state: ${response.body}`);
  return { url, state };
}

function completeLogin(
  providerName: string,
  payload: { code?: string; state?: string },
  site: Site = 'tribune',
  language: 'en' | 'nl' = 'en',
): Promise<LightMyRequestResponse> {
  return apiRequest(app, { method: 'POST', url: `/api/v2/login/${providerName}`, ...onSite(site), language, payload });
}

/** The whole round trip: redirect call, the person logs in at the provider, the callback page posts code and state. */
async function socialLogin(login: string, options: { site?: Site; redirectData?: string } = {}) {
  const started = await startLogin('local', options);
  const redirectUri = options.site === 'tribune-nl' ? callbacks.nlLocal : callbacks.tribuneLocal;
  const { code, state } = await loginAtProvider(started.url, { login, redirectUri });
  expect(state).toBe(started.state);
  return completeLogin('local', { code, state }, options.site);
}

function loginData(response: LightMyRequestResponse): Record<string, unknown> {
  const data: unknown = body(response)['data'];
  if (typeof data !== 'object' || data === null) throw new Error(`no data: ${response.body}`);
  return Object.fromEntries(Object.entries(data));
}

async function userCount(): Promise<number> {
  return (await app.db.select({ id: users.id }).from(users)).length;
}

test('[ACC-03] the tenant’s providers are listed with their labels; a tenant without any lists none', async () => {
  const tribune = await apiRequest(app, { method: 'GET', url: '/api/v2/login/providers' });
  expect(tribune.statusCode).toBe(200);
  expect(tribune.json()).toEqual({
    data: [
      { name: 'local', label: 'Local ID' },
      { name: 'other', label: 'Other ID' },
    ],
  });
  const nl = await apiRequest(app, { method: 'GET', url: '/api/v2/login/providers', tenant: 'tribune-nl' });
  expect(nl.json()).toEqual({ data: [] });
});

test('[ACC-03] the redirect call gives the provider’s authorisation URL with client, callback, PKCE S256 and state', async () => {
  const { url, state } = await startLogin('local');
  expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const authorize = new URL(url);
  expect(`${authorize.origin}${authorize.pathname}`).toBe(`${provider.issuer}/auth`);
  expect(Object.fromEntries(authorize.searchParams)).toEqual({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: callbacks.tribuneLocal,
    scope: 'openid email profile',
    state,
    code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    code_challenge_method: 'S256',
  });
  // Every attempt is its own: a new state and a new challenge.
  const again = await startLogin('local');
  expect(again.state).not.toBe(state);
  expect(new URL(again.url).searchParams.get('code_challenge')).not.toBe(authorize.searchParams.get('code_challenge'));
});

test('[ACC-03] a first social login creates a verified account and logs it in; its token works', async () => {
  const before = await userCount();
  const response = await socialLogin('jamie.oidc');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    data: {
      authorization: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      id: expect.any(Number),
      username: 'jamie.oidc',
      image: null,
      profile_image: null,
      role: null,
      isAdmin: false,
      can_place_comments: true,
      settings: { night_mode: '0', text_size: 'small' },
      meta: [{ key: 'has_formation', value: { current_formation_id: null } }],
      name: 'Jamie Oidc',
      email: 'jamie.oidc@oidc.test',
      email_verified: true,
    },
    metaData: { message: 'You are now logged in with Local ID.', redirect_data: null },
  });
  expect(await userCount()).toBe(before + 1);

  const token = String(loginData(response)['authorization']);
  const me = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token });
  expect(me.statusCode).toBe(200);
  expect(me.json()).toMatchObject({
    data: {
      id: loginData(response)['id'],
      username: 'jamie.oidc',
      email: 'jamie.oidc@oidc.test',
      email_verified: true,
    },
  });
});

test('[ACC-03] the second social login of the same person finds the same account', async () => {
  const first = await socialLogin('returning.fan');
  const before = await userCount();
  const second = await socialLogin('returning.fan');
  expect(second.statusCode).toBe(200);
  expect(loginData(second)['id']).toBe(loginData(first)['id']);
  expect(loginData(second)['authorization']).not.toBe(loginData(first)['authorization']);
  expect(await userCount()).toBe(before);
});

test('[ACC-03] a provider account with the verified e-mail of an existing account is linked to it (demo fan)', async () => {
  const fanToken = await loginToken(app, { login: 'fan' });
  const fan = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token: fanToken });
  const fanId: unknown = Reflect.get(body(fan)['data'] ?? {}, 'id');

  const response = await socialLogin('fan@tribune.test');
  expect(response.statusCode).toBe(200);
  expect(loginData(response)).toMatchObject({
    id: fanId,
    username: 'fan',
    email: 'fan@tribune.test',
    email_verified: true,
  });
  const links = await app.db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, 'local'), eq(socialIdentities.subject, 'fan@tribune.test')));
  expect(links).toMatchObject([{ tenantId: 'tribune', userId: fanId, email: 'fan@tribune.test' }]);
  // The password still works as well.
  await expect(loginToken(app, { login: 'fan' })).resolves.toEqual(expect.any(String));
});

test('[ACC-03] an unverified provider e-mail that matches an account is refused with a clear 422', async () => {
  const registered = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/r-register',
    payload: {
      username: 'PasswordPerson',
      email: 'unverified.person@example.com',
      password: 'correct-horse',
      password_confirmation: 'correct-horse',
    },
  });
  expect(registered.statusCode).toBe(201);
  const before = await userCount();

  const response = await socialLogin('unverified.person@example.com');
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    data: null,
    metaData: {
      message:
        'An account with the e-mail address of your Local ID account already exists, but Local ID has not verified that address. Log in with your password instead.',
    },
  });
  expect(await userCount()).toBe(before);
});

test('[ACC-03] a new account from an unverified provider e-mail is created unverified and gets a verification mail', async () => {
  const response = await socialLogin('unverified-newcomer');
  expect(response.statusCode).toBe(200);
  expect(loginData(response)).toMatchObject({
    username: 'unverified-newcomer',
    email: 'unverified-newcomer@oidc.test',
    email_verified: false,
  });
  const [mail] = await mailsTo(app, 'unverified-newcomer@oidc.test');
  expect(mail?.text).toMatch(
    new RegExp(`http://${hosts.tribune}/email/verify/${String(loginData(response)['id'])}/[A-Za-z0-9_-]{43}`),
  );
});

test('[ACC-03] a provider configured with explicit endpoints (no discovery) works too, with client_secret_post', async () => {
  const manual = {
    label: 'Manual ID',
    clientId,
    clientSecret,
    authorizationEndpoint: `${provider.issuer}/auth`,
    tokenEndpoint: `${provider.issuer}/token`,
    userinfoEndpoint: `${provider.issuer}/me`,
  };
  const local = { label: 'Local ID', clientId, clientSecret, issuer: provider.issuer };
  const configured = await setProviders('tribune', { local, other: { ...local, label: 'Other ID' }, manual });
  expect(configured.statusCode).toBe(200);

  const started = await startLogin('manual');
  expect(started.url.startsWith(`${provider.issuer}/auth?`)).toBe(true);
  const { code, state } = await loginAtProvider(started.url, {
    login: 'manual.fan',
    redirectUri: callbacks.tribuneManual,
  });
  const response = await completeLogin('manual', { code, state });
  expect(response.statusCode).toBe(200);
  expect(loginData(response)).toMatchObject({
    username: 'manual.fan',
    email: 'manual.fan@oidc.test',
    email_verified: true,
  });
  expect(body(response)['metaData']).toEqual({ message: 'You are now logged in with Manual ID.', redirect_data: null });
});

test('[ACC-03] a taken username falls back to the name, then gets a number; names become valid usernames', async () => {
  const second = await socialLogin('jamie.oidc@elsewhere.test');
  expect(second.statusCode).toBe(200);
  expect(loginData(second)).toMatchObject({ username: 'JamieOidc', email: 'jamie.oidc@elsewhere.test' });
  const third = await socialLogin('jamie.oidc@third.test');
  expect(third.statusCode).toBe(200);
  expect(loginData(third)).toMatchObject({ username: 'jamie.oidc2', email: 'jamie.oidc@third.test' });

  expect(usernameBasesFor({ handle: null, name: 'Zoë  Ängström', email: 'z@example.com' })).toEqual(['ZoeAngstrom']);
  expect(usernameBasesFor({ handle: '李', name: 'A!', email: null })).toEqual(['fan']);
  expect(usernameBasesFor({ handle: '.__x__.', name: null, email: 'supporter+news@example.com' })).toEqual([
    'supporternews',
  ]);
});

test('[ACC-03] a state is single use: replaying the callback is a 422', async () => {
  const started = await startLogin('local');
  const { code, state } = await loginAtProvider(started.url, {
    login: 'replay.fan',
    redirectUri: callbacks.tribuneLocal,
  });
  expect((await completeLogin('local', { code, state })).statusCode).toBe(200);

  const replayed = await completeLogin('local', { code, state });
  expect(replayed.statusCode).toBe(422);
  expect(replayed.json()).toEqual({
    data: null,
    metaData: {
      message: 'This login attempt is invalid, was already used or has expired. Please start the login again.',
    },
  });
});

test('[ACC-03] states are stored hashed and expire after ten minutes', async () => {
  const { state } = await startLogin('local');
  const [row] = await app.db
    .select()
    .from(oauthStates)
    .where(eq(oauthStates.stateHash, hashToken(state)));
  expect(row?.stateHash).not.toBe(state);
  const ttl = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
  expect(Math.abs(ttl - 10 * 60 * 1000)).toBeLessThan(5_000);

  await app.db
    .update(oauthStates)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(oauthStates.stateHash, hashToken(state)));
  const response = await completeLogin('local', { code: 'any-code', state });
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    data: null,
    metaData: {
      message: 'This login attempt is invalid, was already used or has expired. Please start the login again.',
    },
  });
});

test('[ACC-03] unknown, missing or forged states are a 422, in the person’s language', async () => {
  const forged = await completeLogin('local', { code: 'some-code', state: 'not-a-state-we-issued' }, 'tribune', 'nl');
  expect(forged.statusCode).toBe(422);
  expect(forged.json()).toEqual({
    data: null,
    metaData: { message: 'Deze inlogpoging is ongeldig, al gebruikt of verlopen. Begin opnieuw met inloggen.' },
  });
  const missing = await completeLogin('local', { code: 'some-code' });
  expect(missing.statusCode).toBe(422);
});

test('[ACC-03] a state started for another provider is refused', async () => {
  const started = await startLogin('other');
  const { code, state } = await loginAtProvider(started.url, {
    login: 'cross.provider',
    redirectUri: callbacks.tribuneOther,
  });
  const response = await completeLogin('local', { code, state });
  expect(response.statusCode).toBe(422);
  expect(body(response)['metaData']).toEqual({
    message: 'This login attempt is invalid, was already used or has expired. Please start the login again.',
  });
  // Through the provider it was started for, the same state works.
  expect((await completeLogin('other', { code, state })).statusCode).toBe(200);
});

test('[ACC-03] a state started on another tenant is refused there, and still works on its own tenant', async () => {
  const configured = await setProviders('tribune-nl', {
    local: { label: 'Lokaal ID', clientId, clientSecret, issuer: provider.issuer },
  });
  expect(configured.statusCode).toBe(200);
  const started = await startLogin('local', { site: 'tribune-nl' });
  expect(new URL(started.url).searchParams.get('redirect_uri')).toBe(callbacks.nlLocal);
  const { code, state } = await loginAtProvider(started.url, { login: 'cross.tenant', redirectUri: callbacks.nlLocal });

  const elsewhere = await completeLogin('local', { code, state }, 'tribune');
  expect(elsewhere.statusCode).toBe(422);

  const home = await completeLogin('local', { code, state }, 'tribune-nl', 'nl');
  expect(home.statusCode).toBe(200);
  expect(body(home)['metaData']).toEqual({ message: 'Je bent ingelogd met Lokaal ID.', redirect_data: null });
  expect(loginData(home)).toMatchObject({ username: 'cross.tenant', email: 'cross.tenant@oidc.test' });
});

test('[ACC-03] redirect_data given to the redirect call comes back with the login', async () => {
  const redirectData = JSON.stringify({ resource_type: 'article', resource_id: 12, comment: 'Great goal! 🎉' });
  const response = await socialLogin('pending.commenter', { redirectData });
  expect(response.statusCode).toBe(200);
  expect(body(response)['metaData']).toEqual({
    message: 'You are now logged in with Local ID.',
    redirect_data: redirectData,
  });
});

test('[ACC-03] a code the provider does not accept is a 422, never a 500', async () => {
  const { state } = await startLogin('local');
  const response = await completeLogin('local', { code: 'made-up-code', state });
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    data: null,
    metaData: { message: 'Local ID did not accept this login, or it has expired. Please start the login again.' },
  });
});

test('[ACC-03] an unknown provider is a 404 for both calls', async () => {
  const redirect = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/login/facebook/redirect',
    ...onSite('tribune'),
    payload: {},
  });
  expect(redirect.statusCode).toBe(404);
  expect(redirect.json()).toEqual({
    data: null,
    metaData: { message: 'This site does not offer login with “facebook”.' },
  });
  const callback = await completeLogin('facebook', { code: 'x', state: 'y' });
  expect(callback.statusCode).toBe(404);
  // A provider of another tenant is unknown here too.
  const nlOnly = await setProviders('tribune-nl', {
    club: { label: 'Club', clientId, clientSecret, issuer: provider.issuer },
  });
  expect(nlOnly.statusCode).toBe(200);
  expect((await completeLogin('club', { code: 'x', state: 'y' })).statusCode).toBe(404);
});

test('[ACC-03] an unreachable provider is a 422 with a clear message', async () => {
  // A port that was free a moment ago: nothing listens there.
  const closedPort = await new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = address !== null && typeof address === 'object' ? address.port : 1;
      probe.close(() => resolve(port));
    });
  });
  const configured = await setProviders('tribune-nl', {
    gone: { label: 'Gone ID', clientId, clientSecret, issuer: `http://127.0.0.1:${closedPort}` },
  });
  expect(configured.statusCode).toBe(200);
  const response = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/login/gone/redirect',
    ...onSite('tribune-nl'),
    language: 'nl',
    payload: {},
  });
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    data: null,
    metaData: { message: 'We konden Gone ID niet bereiken om je in te loggen. Probeer het later opnieuw.' },
  });
});

test('[ACC-03] [ACC-18] an imported account gets the imported-user notice once, on its first social login', async () => {
  await app.db
    .update(users)
    .set({ importedNoticePending: true })
    .where(and(eq(users.tenantId, 'tribune'), eq(users.username, 'TerraceTalk')));
  const first = await socialLogin('terracetalk@tribune.test');
  expect(first.statusCode).toBe(200);
  expect(body(first)['metaData']).toEqual({
    message: 'You are now logged in with Local ID.',
    redirect_data: null,
    imported_user_notice: expect.any(String),
  });
  const second = await socialLogin('terracetalk@tribune.test');
  expect(body(second)['metaData']).toEqual({ message: 'You are now logged in with Local ID.', redirect_data: null });
});
