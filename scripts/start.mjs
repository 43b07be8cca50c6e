#!/usr/bin/env node
// npm start: builds whatever is missing or out of date, then serves the composed site from the API on
// PORT (default 8080) and prints where to find everything. Ctrl-C stops it.
//
// Also exports `spawnApi` and `waitForHttp`, which the e2e web server and the bench use to run the
// built API on their own port with a throw-away data folder.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, repoRoot } from './build-all.mjs';

export const apiEntry = path.join(repoRoot, 'api', 'dist', 'server.js');
/** The API's development operator token (api/src/config.ts `devAdminToken`), valid outside production only. */
export const devAdminToken = 'tribune-dev-admin-token';

/** Resolves when `url` answers (any HTTP status), rejects after `timeoutMs` or when `child` exits first. */
export async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child?.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`the server exited before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      return response.status;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Whether something already listens on the port (on any address). */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port);
  });
}

/**
 * Starts the built API as a child process.
 * @param {{ port: number, env?: Record<string, string>, freshData?: boolean, stdio?: import('node:child_process').StdioOptions }} options
 *   freshData: a new temporary PGlite folder, removed when the server stops; `DATABASE_URL` is cleared
 *   so a Postgres configured for Jest is never touched.
 */
export function spawnApi({ port, env = {}, freshData = false, stdio = 'inherit' }) {
  if (!existsSync(apiEntry)) throw new Error(`${path.relative(repoRoot, apiEntry)} is missing: run npm run build`);
  const dataDir = freshData ? mkdtempSync(path.join(os.tmpdir(), 'tribune-data-')) : undefined;
  const childEnv = { ...process.env, PORT: String(port), ...env };
  if (dataDir) {
    childEnv.DATA_DIR = dataDir;
    childEnv.DATABASE_URL = '';
  }
  const child = spawn(process.execPath, ['--enable-source-maps', apiEntry], { cwd: repoRoot, env: childEnv, stdio });
  const cleanup = () => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  child.once('exit', cleanup);
  /** Stops the server (SIGTERM, then SIGKILL after `graceMs`) and resolves when it has exited. */
  const stop = (graceMs = 10_000) =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { child, dataDir, stop, url: `http://127.0.0.1:${port}` };
}

/** The tenants as the running API reports them (operator API), or null when it cannot be read. */
async function readTenants(baseUrl, adminToken) {
  try {
    const response = await fetch(`${baseUrl}/api/admin/tenants`, {
      headers: { authorization: `Bearer ${adminToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) return null;
    const body = await response.json();
    return Array.isArray(body?.data) ? body.data : null;
  } catch {
    return null;
  }
}

/**
 * What the API's seed creates, read from the built API (the single source of truth): the development
 * real-time credentials per tenant and the demo accounts' password. Null parts when it cannot be read.
 */
async function readSeed() {
  const load = async (relative) => {
    const file = path.join(repoRoot, 'api', 'dist', relative);
    if (!existsSync(file)) return null;
    try {
      return await import(pathToFileURL(file).href);
    } catch {
      return null; // printing the banner must never stop the server from starting
    }
  };
  const tenantsModule = await load('modules/tenants/seed.js');
  const accountsModule = await load('modules/accounts/demo-accounts.js');
  return {
    tenantSeeds: Array.isArray(tenantsModule?.tenantSeeds) ? tenantsModule.tenantSeeds : [],
    demoPassword: typeof accountsModule?.demoPassword === 'string' ? accountsModule.demoPassword : null,
  };
}

function hostUrl(host, port) {
  return `http://${host}${port === 80 ? '' : `:${port}`}/`;
}

async function printBanner(port) {
  const base = `http://127.0.0.1:${port}`;
  const adminToken = process.env.ADMIN_TOKEN || devAdminToken;
  const tenants = (await readTenants(base, adminToken)) ?? [];
  const { tenantSeeds, demoPassword } = await readSeed();
  const lines = ['', '  Tribune is running.', ''];
  for (const tenant of tenants) {
    const hosts = Array.isArray(tenant.hosts) ? tenant.hosts : [];
    const urls = hosts.filter((host) => host !== '127.0.0.1').map((host) => hostUrl(host, port));
    const remotes = (tenant.remotes ?? []).filter((remote) => remote.enabled !== false).map((remote) => remote.name);
    lines.push(
      `  ${tenant.name} (tenant ${tenant.id}, ${tenant.language === 'nl' ? 'Dutch' : 'English'}):  ${urls.join('  ')}`,
    );
    lines.push(`      remotes: ${remotes.join(', ')}`);
    const seed = tenantSeeds.find((candidate) => candidate.id === tenant.id);
    // The seed's fixed credentials are only in use in development (production seeds random ones).
    if (seed?.devRealtime && seed.devRealtime.key === tenant.realtime?.key) {
      const { appId, key, secret } = seed.devRealtime;
      lines.push(`      real time (development app): app id ${appId}, key ${key}, secret ${secret}`);
    } else if (tenant.realtime) {
      lines.push(`      real time: app id ${tenant.realtime.app_id}, key ${tenant.realtime.key}`);
    }
  }
  if (tenants.length === 0) {
    lines.push(`  English site (tribune):   ${hostUrl('localhost', port)}`);
    lines.push(`  Dutch site (tribune-nl):  ${hostUrl('nl.localhost', port)}`);
  }
  lines.push('');
  if (demoPassword) {
    lines.push(`  Demo accounts (on each site, password ${demoPassword}): fan, editor (editor role, admin)`);
    lines.push(
      '      log in with the username, or with <username>@<tenant id>.test, e.g. fan@tribune.test, fan@tribune-nl.test',
    );
    lines.push('      eight more fans per site are listed in api/README.md');
    lines.push('');
  }
  lines.push(`  Mail outbox (development):  http://localhost:${port}/dev/mail   (?to=<address> filters)`);
  lines.push(`  API documentation:          http://localhost:${port}/docs`);
  lines.push(`  Operator token (dev only):  ${adminToken === devAdminToken ? devAdminToken : '(from ADMIN_TOKEN)'}`);
  lines.push('');
  lines.push('  Press Ctrl-C to stop.');
  lines.push('');
  console.log(lines.join('\n'));
}

async function main() {
  const port = Number(process.env.PORT || 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`start: PORT must be a port number, not "${process.env.PORT}"`);
    process.exit(2);
  }
  try {
    await ensureBuilt();
  } catch (error) {
    console.error(`start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  if (!(await isPortFree(port))) {
    console.error(
      `start: port ${port} is already in use. Stop what runs there, or choose another: PORT=8090 npm start`,
    );
    process.exit(1);
  }

  // The development server hands out the operator token and the mail outbox: keep it on this machine
  // unless HOST says otherwise (HOST=0.0.0.0 to reach it from a phone on the same network).
  const server = spawnApi({ port, env: process.env.HOST ? {} : { HOST: '127.0.0.1' } });
  let stopping = false;
  const stop = (signal) => {
    if (stopping) {
      // A second Ctrl-C: the user does not want to wait for a graceful shutdown.
      server.child.kill('SIGKILL');
      return;
    }
    stopping = true;
    console.log(`\nstart: ${signal} received, stopping the API …`);
    // Ctrl-C in a terminal reaches the API too (same process group); give it a moment to stop on its
    // own before sending it a signal of our own, so it does not see two.
    const nudge = setTimeout(() => server.stop(10_000), signal === 'SIGINT' ? 1_500 : 0);
    server.child.once('exit', () => clearTimeout(nudge));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGHUP', () => stop('SIGHUP'));

  server.child.once('exit', (code, signal) => {
    if (stopping) {
      console.log('start: stopped.');
      process.exit(0);
    }
    console.error(`start: the API exited unexpectedly (${signal ?? `exit code ${code}`})`);
    process.exit(code || 1);
  });

  try {
    await waitForHttp(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 180_000, child: server.child });
  } catch (error) {
    if (!stopping) console.error(`start: ${error instanceof Error ? error.message : error}`);
    return;
  }
  if (!stopping) await printBanner(port);
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
