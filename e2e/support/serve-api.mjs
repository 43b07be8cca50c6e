#!/usr/bin/env node
// The e2e web server (playwright.config.ts `webServer`): builds what is missing or stale, then runs
// the built API on E2E_PORT with a brand-new PGlite data folder, which is deleted when Playwright stops
// it. DATABASE_URL is ignored on purpose: the browser tests always start from the demo seed.
//
// Beside the API it runs the API's local OpenID provider (api/test/oidc/local-oidc-provider.mjs, a real
// oidc-provider on a free loopback port) and, once the API is healthy, gives the `tribune` tenant a
// "Tribune ID" login with it through the operator API, so social login (ACC-03) runs end to end. Only
// then does it print the ready line Playwright waits for (`webServer.wait`): a test never sees the site
// before the provider is configured. Both processes stop together.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ensureBuilt, repoRoot } from '../../scripts/build-all.mjs';
import { devAdminToken, spawnApi, waitForHttp } from '../../scripts/start.mjs';

const port = Number(process.env.E2E_PORT || 8181);
/** Printed on stdout once the API is healthy and configured; playwright.config.ts waits for it. */
const readyLine = 'tribune e2e server ready';

/** The social-login client the e2e sites use (support/site.ts `socialLogin` names the same label). */
const oidcClient = {
  label: 'Tribune ID',
  clientId: 'tribune-e2e',
  // A fresh secret per run: the provider and the API only ever share it through this process.
  clientSecret: randomBytes(24).toString('hex'),
  redirectUris: [`http://localhost:${port}/login/local/callback`, `http://nl.localhost:${port}/login/local/callback`],
};

/** @type {Array<() => Promise<void>>} what to stop on the way out, newest first */
const stoppers = [];
let stopping = false;

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const stop of stoppers.reverse()) await stop().catch(() => {});
  process.exit(code);
}

function fail(message) {
  console.error(`e2e server: ${message}`);
  void stopAll(1);
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => void stopAll(0));

try {
  // Build output goes to stderr so Playwright shows it (its stdout is not echoed).
  const log = console.log;
  console.log = (...args) => console.error(...args);
  await ensureBuilt();
  console.log = log;
} catch (error) {
  console.error(`e2e server: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

/**
 * Starts the local OpenID provider and resolves with its issuer once it prints its ready line
 * (`{"issuer":"http://127.0.0.1:PORT"}`). Its other output goes to our stderr.
 */
function startOidcProvider() {
  const script = path.join(repoRoot, 'api', 'test', 'oidc', 'local-oidc-provider.mjs');
  const args = [script, '--port', '0', '--client-id', oidcClient.clientId, '--client-secret', oidcClient.clientSecret];
  for (const uri of oidcClient.redirectUris) args.push('--redirect-uri', uri);
  const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  stoppers.push(
    () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 3_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error('the local OpenID provider did not start within 30 s')), 30_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the local OpenID provider exited (${signal ?? `exit code ${code}`})`));
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      output += chunk;
      for (const line of output.split('\n').slice(0, -1)) {
        try {
          const parsed = JSON.parse(line);
          if (typeof parsed?.issuer === 'string' && /^http:\/\/127\.0\.0\.1:\d+$/.test(parsed.issuer)) {
            clearTimeout(timer);
            child.removeAllListeners('exit');
            child.once('exit', (code, signal) => {
              if (!stopping) fail(`the local OpenID provider exited (${signal ?? `exit code ${code}`})`);
            });
            resolve(parsed.issuer);
            return;
          }
        } catch {
          // not the ready line
        }
      }
    });
  });
}

/** ACC-03: the tribune tenant logs in with the local provider, as an operator would set it up. */
async function configureSocialLogin(issuer) {
  const response = await fetch(`http://127.0.0.1:${port}/api/admin/tenants/tribune/settings`, {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${process.env.ADMIN_TOKEN || devAdminToken}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify({
      oauthProviders: {
        local: {
          label: oidcClient.label,
          clientId: oidcClient.clientId,
          clientSecret: oidcClient.clientSecret,
          issuer,
        },
      },
    }),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`configuring social login answered ${response.status}: ${text}`);
  const body = JSON.parse(text);
  if (body?.data?.oauthProviders?.local?.label !== oidcClient.label) {
    throw new Error(`configuring social login did not take: ${text}`);
  }
}

/** Resolves once `url` answers 200 (healthz answers 503 while the database is not reachable yet). */
async function waitForHealthy(url) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const status = await waitForHttp(url, { timeoutMs: Math.max(1_000, deadline - Date.now()), child: server.child });
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} answered ${status}, not 200, for 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const issuerPromise = startOidcProvider();
// Nobody waits on this one until the API is up; a failure meanwhile must not be an unhandled rejection.
issuerPromise.catch(() => {});

const server = spawnApi({
  port,
  freshData: true,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'warn',
    // One browser signs up, in and out, resets passwords and writes to the editors many times a minute
    // from one address; the limits are tested in the API's own tests.
    RATE_LIMIT_LOGIN_MAX: '500',
    RATE_LIMIT_REGISTER_MAX: '500',
    RATE_LIMIT_PASSWORD_RESET_MAX: '500',
    RATE_LIMIT_CONTACT_MAX: '500',
  },
});
stoppers.push(() => server.stop(8_000));
server.child.on('exit', (code, signal) => {
  if (stopping) return;
  fail(`the API exited (${signal ?? `exit code ${code}`})`);
});

try {
  const [issuer] = await Promise.all([issuerPromise, waitForHealthy(`http://127.0.0.1:${port}/healthz`)]);
  await configureSocialLogin(issuer);
  console.error(`e2e server: the API is on port ${port}; "${oidcClient.label}" logs in at ${issuer}`);
  process.stdout.write(`${readyLine}\n`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
