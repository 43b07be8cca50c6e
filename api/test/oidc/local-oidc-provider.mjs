#!/usr/bin/env node
/**
 * A real OpenID Connect provider on 127.0.0.1 for the API tests and the end-to-end tests of social
 * login (ACC-03), so the whole authorization code flow (authorize, login form, consent, token, userinfo)
 * runs against the same software a production provider could, not a mock.
 *
 *   node api/test/oidc/local-oidc-provider.mjs --port 0 --client-id X --client-secret Y \
 *     --redirect-uri http://localhost:8080/login/local/callback [--redirect-uri …]
 *
 * It prints one JSON line to stdout when it listens, `{"issuer":"http://127.0.0.1:PORT"}`, and stops on
 * SIGTERM or SIGINT. Everything else it says goes to stderr.
 *
 * Accounts are oidc-provider's development interactions: the login form accepts any login and password.
 * The login becomes the `sub`; the e-mail claim is the login when it contains '@', else
 * `<login>@oidc.test`; the e-mail counts as verified unless the login starts with "unverified".
 *
 * oidc-provider is ESM-only (and on Node 20 it warns that it wants a newer Node; it works), so this runs
 * as its own process rather than inside Jest.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';

// oidc-provider prints notices with console.info (stdout); stdout is reserved for the ready line.
console.info = (...args) => console.error(...args);
console.log = (...args) => console.error(...args);

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'client-id': { type: 'string' },
    'client-secret': { type: 'string' },
    'redirect-uri': { type: 'string', multiple: true },
  },
  strict: true,
});

const clientId = values['client-id'];
const clientSecret = values['client-secret'];
const redirectUris = values['redirect-uri'] ?? [];
const port = Number(values.port);
if (!clientId || !clientSecret || redirectUris.length === 0 || !Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(
    'Usage: local-oidc-provider.mjs --port 0 --client-id ID --client-secret SECRET --redirect-uri URI [--redirect-uri URI …]\n',
  );
  process.exit(2);
}

const { default: Provider } = await import('oidc-provider');

/** The claims of a development account, derived from the login typed into the form. */
function claimsFor(login) {
  const email = login.includes('@') ? login : `${login}@oidc.test`;
  const local = login.split('@')[0] ?? login;
  const name = local
    .split(/[._-]+/)
    .filter((part) => part !== '')
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join(' ');
  return {
    sub: login,
    email,
    email_verified: !login.startsWith('unverified'),
    name: name === '' ? login : name,
    preferred_username: local,
  };
}

// Listen first: the issuer must carry the real port, which is only known once the port is bound.
const server = createServer();
await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(port, '127.0.0.1', resolve);
});
const address = server.address();
if (address === null || typeof address === 'string') throw new Error('the provider has no TCP address');
const issuer = `http://127.0.0.1:${address.port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      // Both client_secret_basic and client_secret_post are accepted for a client registered this way.
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  // Secret only for this throw-away process (signs the provider's own cookies).
  cookies: { keys: [`local-oidc-${process.pid}-${Date.now()}`] },
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name', 'preferred_username'],
  },
  scopes: ['openid', 'email', 'profile'],
  pkce: { required: () => true },
  features: {
    devInteractions: { enabled: true },
    userinfo: { enabled: true },
  },
  async findAccount(_ctx, sub) {
    return {
      accountId: sub,
      async claims() {
        return claimsFor(sub);
      },
    };
  },
  ttl: {
    AccessToken: 600,
    AuthorizationCode: 60,
    IdToken: 600,
    Interaction: 600,
    Session: 600,
    Grant: 600,
  },
});

server.on('request', provider.callback());
process.stdout.write(`${JSON.stringify({ issuer })}\n`);

function stop() {
  server.close(() => process.exit(0));
  server.closeAllConnections();
  // Never hang a test run: leave after a second whatever is still open.
  setTimeout(() => process.exit(0), 1000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
