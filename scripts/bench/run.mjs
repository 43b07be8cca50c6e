#!/usr/bin/env node
// npm run bench: figures, never pass/fail. Builds the production bundles when missing or stale, starts
// the built API (NODE_ENV=production) on a bench port with a fresh PGlite folder, then runs each
// scenario of scenarios/index.mjs and prints its table; everything also goes to bench-results/latest.json.
//
//   npm run bench
//   npm run bench -- --only=pages,api --lighthouse-runs=1 --duration=5
//   BENCH_DATABASE_URL=postgres://… npm run bench     (the API on a real Postgres instead of PGlite)
//
// Options: --only=<ids> (pages, lighthouse, api, ssr, matchcenter-api, realtime, matchcenter-live, load,
//   football-pool-scale, comments-scale, community-boards, content-search, liveblog-fanout, club-alerts,
//   newsroom),
// --pages=<kinds> (only these kinds of page, e.g. --pages=matchcenter,match,league-table: see discoverPages),
// --tenants=<ids> (only the pages of these tenants, e.g. --tenants=tribune),
// --lighthouse-runs=3, --page-runs=3, --duration=10 (seconds per load test), --connections=50,
// --render-connections=1 (the ssr scenario's uncached renders), --port=8282 (matchcenter-live starts a
// second API on port + 2, club-alerts on port + 14), --bare-port=8283, --load-users=200 and
// --load-duration=60 (the mixed-load scenario), --no-build (skip the build step and run on the bundles as
// they are, e.g. with only api/dist rebuilt by `npm run build --workspace api` while other parts have work
// in progress).
//
// All load comes from 127.0.0.1, so the API runs with its per-IP limits on login, registration,
// password reset and contact raised (benchRateLimits), and with SMTP_URL pointing at a mail sink in this
// process (lib/smtp-sink.mjs), through which the mixed-load scenario reads back what the API mailed.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, repoRoot } from '../build-all.mjs';
import { isPortFree, spawnApi, waitForHttp } from '../start.mjs';
import { benchDemoSeed, benchRateLimits } from './lib/settings.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';
import { scenarios } from './scenarios/index.mjs';

function parseOptions(argv) {
  const value = (name, fallback) => {
    const prefix = `--${name}=`;
    const found = argv.find((arg) => arg.startsWith(prefix));
    return found === undefined ? fallback : found.slice(prefix.length);
  };
  const number = (name, fallback) => {
    const parsed = Number(value(name, fallback));
    if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive number`);
    return parsed;
  };
  const integer = (name, fallback) => {
    const parsed = number(name, fallback);
    if (!Number.isInteger(parsed)) throw new Error(`--${name} must be a whole number`);
    return parsed;
  };
  const only = value('only', '');
  const list = (text) => (text ? text.split(',').map((entry) => entry.trim()) : null);
  return {
    only: only ? only.split(',').map((entry) => entry.trim()) : null,
    pageKinds: list(value('pages', '')),
    pageTenants: list(value('tenants', '')),
    lighthouseRuns: number('lighthouse-runs', 3),
    pageRuns: number('page-runs', 3),
    duration: number('duration', 10),
    connections: number('connections', 50),
    renderConnections: integer('render-connections', 1),
    port: number('port', process.env.BENCH_PORT ?? 8282),
    barePort: number('bare-port', 8283),
    loadUsers: integer('load-users', 200),
    loadDuration: number('load-duration', 60),
    build: !argv.includes('--no-build'),
  };
}

/** Label columns (the first `labelColumns`) align left, figures right. */
function formatTable({ columns, rows, notes = [], labelColumns = 2 }) {
  const cells = [columns, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = columns.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row) =>
    `  ${row.map((cell, column) => (column < labelColumns ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')}`.trimEnd();
  const out = [line(cells[0]), `  ${widths.map((width) => '-'.repeat(width)).join('  ')}`, ...cells.slice(1).map(line)];
  for (const note of notes) out.push(`  · ${note}`);
  return out.join('\n');
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

function chromiumVersion(chromiumPath) {
  try {
    return execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** The demo league whose table and matches the football pages show. */
const benchLeague = 'eredivisie';

async function getJson(url, headers = {}) {
  const response = await fetch(url, {
    headers: { accept: 'application/json', ...headers },
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * Pages owned by one remote each, benched on every tenant that runs that remote (the Dutch demo tenant
 * runs neither). `usableSelector`: the page's main content, as for home and article below.
 */
const remotePages = [
  { remote: 'mf_matchcenter', kind: 'matchcenter', path: '/matchcenter', usableSelector: 'main h1' },
  {
    remote: 'mf_matchcenter',
    kind: 'league-table',
    path: `/matchcenter/rankings/league/${benchLeague}`,
    usableSelector: 'main table',
  },
  { remote: 'mf_football_pool', kind: 'football-pool', path: '/football-pool', usableSelector: 'main h1' },
  {
    remote: 'mf_football_pool',
    kind: 'predictions',
    path: '/football-pool/predictions',
    usableSelector: 'main h1',
  },
  { remote: 'mf_football_pool', kind: 'pool-rankings', path: '/football-pool/rankings', usableSelector: 'main h1' },
];

/**
 * Match pages on tenants that run the match centre (issue 11, issue 26): a live match (`match`), the next
 * match still to be played (`match-upcoming`) and a finished one (`match-finished`); the h1 of each is the
 * two clubs (and the score once started).
 */
const matchUsableSelector = 'main h1';

async function postJson(url, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { accept: 'application/json', ...headers },
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response.json();
}

/**
 * A match being played now, for the live match page: the first of the tenant's live matches
 * (`/ajax/matchcenter/sidebar/live-matches`), or, when none is live, the next scheduled match of a demo
 * league kicked off now at real time through the operator API (it then stays live for the whole run).
 */
async function liveFixtureId(apiUrl, tenantId, adminToken) {
  const live = await getJson(`${apiUrl}/ajax/matchcenter/sidebar/live-matches`, { 'x-tenant-id': tenantId });
  const playing = live.data?.fixtures?.find((fixture) => fixture.status === 'live') ?? live.data?.fixtures?.[0];
  if (playing) return { id: playing.id, started: false };
  const authorization = `Bearer ${adminToken}`;
  const { data: upcoming } = await getJson(`${apiUrl}/api/admin/fixtures?filter=upcoming&limit=50`, {
    authorization,
  });
  const next = upcoming.find((fixture) => fixture.simulated && fixture.status === 'scheduled');
  if (!next) return null;
  const { data: started } = await postJson(`${apiUrl}/api/admin/fixtures/${next.id}/start?speed=1`, { authorization });
  return { id: started.id, started: true };
}

/**
 * A match still to be played, for the upcoming match page: the next scheduled match that is not `exceptId`
 * (the one just kicked off for the live page), from the operator API.
 */
async function upcomingFixtureId(apiUrl, adminToken, exceptId) {
  const { data: upcoming } = await getJson(`${apiUrl}/api/admin/fixtures?filter=upcoming&limit=50`, {
    authorization: `Bearer ${adminToken}`,
  });
  return upcoming.find((fixture) => fixture.status === 'scheduled' && fixture.id !== exceptId)?.id ?? null;
}

/** A finished match of the bench's league: from its current round, else the four rounds before it. */
async function finishedFixtureId(apiUrl, tenantId) {
  const headers = { 'x-tenant-id': tenantId };
  const current = await getJson(`${apiUrl}/ajax/matchcenter/league/${benchLeague}/rounds/current`, headers);
  for (let round = current.data.round; round >= 1 && round > current.data.round - 5; round -= 1) {
    const data =
      round === current.data.round
        ? current.data
        : (await getJson(`${apiUrl}/ajax/matchcenter/league/${benchLeague}/rounds/${round}`, headers)).data;
    const finished = data.fixtures.find((fixture) => fixture.status === 'finished');
    if (finished) return finished.id;
  }
  return null;
}

/** The newest article of the tenant that carries a live blog (LB-01), or null. */
async function liveblogArticle(apiUrl, tenantId) {
  try {
    const { data: recent } = await getJson(`${apiUrl}/api/v2/article/scopes/net-binnen/get/1?page_size=50`, {
      'x-tenant-id': tenantId,
    });
    for (const summary of recent ?? []) {
      const { data: article } = await getJson(`${apiUrl}/api/v2/article/${summary.id}`, { 'x-tenant-id': tenantId });
      if (article.liveblog_id != null) return article;
    }
  } catch (error) {
    console.warn(`bench: no live-blog article for ${tenantId}: ${error instanceof Error ? error.message : error}`);
  }
  return null;
}

/**
 * The tenants (from the operator API) and, for each, its home page, its newest article, the pages of
 * `remotePages` whose remote it runs and, with the match centre, a live match's page.
 */
async function discoverPages(apiUrl, port, adminToken) {
  const { data: tenantList } = await getJson(`${apiUrl}/api/admin/tenants`, { authorization: `Bearer ${adminToken}` });
  const tenants = [];
  const pages = [];
  for (const tenant of tenantList) {
    const host = tenant.hosts.find((candidate) => candidate !== '127.0.0.1') ?? tenant.hosts[0];
    const origin = `http://${host}:${port}`;
    const remotes = tenant.remotes.filter((remote) => remote.enabled).map((remote) => remote.name);
    tenants.push({
      id: tenant.id,
      language: tenant.language,
      host,
      origin,
      remotes,
      realtime: tenant.realtime,
    });
    pages.push({ tenant: tenant.id, kind: 'home', url: `${origin}/`, usableSelector: 'main article h2 a' });
    let article;
    try {
      const latest = await getJson(`${apiUrl}/api/v2/article/scopes/lat/get/1?page_size=1`, {
        'x-tenant-id': tenant.id,
      });
      article = latest.data?.[0];
    } catch (error) {
      console.warn(`bench: no article page for ${tenant.id}: ${error instanceof Error ? error.message : error}`);
    }
    if (article) {
      const articlePath = article.url ? new URL(article.url, origin).pathname : `/article/${article.id}`;
      pages.push({
        tenant: tenant.id,
        kind: 'article',
        url: `${origin}${articlePath}`,
        usableSelector: 'main article h1',
      });
      // Issue 15: the newest article's tag page, a search for a word of its title, and a live blog.
      pages.push({
        tenant: tenant.id,
        kind: 'tag',
        url: `${origin}${new URL(article.primary_tag.url, origin).pathname}`,
        usableSelector: 'main h1',
      });
      const word =
        article.title.split(/\s+/).find((candidate) => candidate.length > 4) ?? article.title.split(/\s+/)[0];
      pages.push({
        tenant: tenant.id,
        kind: 'search',
        url: `${origin}/search?query=${encodeURIComponent(word.replace(/[^\p{L}\p{N}]/gu, ''))}`,
        usableSelector: 'main h1',
      });
    }
    const liveblog = await liveblogArticle(apiUrl, tenant.id);
    if (liveblog)
      pages.push({
        tenant: tenant.id,
        kind: 'liveblog',
        url: `${origin}${new URL(liveblog.url, origin).pathname}`,
        usableSelector: 'main article h1',
      });
    else console.warn(`bench: no live-blog article on ${tenant.id}`);
    for (const page of remotePages.filter((candidate) => remotes.includes(candidate.remote)))
      pages.push({
        tenant: tenant.id,
        kind: page.kind,
        url: `${origin}${page.path}`,
        usableSelector: page.usableSelector,
      });
    if (remotes.includes('mf_matchcenter')) {
      const matchUrl = (id) => `${origin}/matchcenter/match/${id}`;
      let liveId = null;
      try {
        const live = await liveFixtureId(apiUrl, tenant.id, adminToken);
        if (live) {
          liveId = live.id;
          pages.push({ tenant: tenant.id, kind: 'match', url: matchUrl(live.id), usableSelector: matchUsableSelector });
          if (live.started)
            console.log(`bench: no match was live on ${tenant.id}; started fixture ${live.id} (speed 1)`);
        } else console.warn(`bench: no live match page for ${tenant.id}: no match is live and none is left to start`);
      } catch (error) {
        console.warn(`bench: no live match page for ${tenant.id}: ${error instanceof Error ? error.message : error}`);
      }
      for (const [kind, find] of [
        ['match-upcoming', () => upcomingFixtureId(apiUrl, adminToken, liveId)],
        ['match-finished', () => finishedFixtureId(apiUrl, tenant.id)],
      ]) {
        try {
          const id = await find();
          if (id !== null)
            pages.push({ tenant: tenant.id, kind, url: matchUrl(id), usableSelector: matchUsableSelector });
          else console.warn(`bench: no ${kind} page for ${tenant.id}: no such match`);
        } catch (error) {
          console.warn(`bench: no ${kind} page for ${tenant.id}: ${error instanceof Error ? error.message : error}`);
        }
      }
    }
  }
  return { tenants, pages };
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const selected = scenarios.filter((scenario) => !options.only || options.only.includes(scenario.id));
  if (selected.length === 0)
    throw new Error(`--only matches no scenario; scenarios are ${scenarios.map((scenario) => scenario.id).join(', ')}`);

  if (options.build) {
    console.log('bench: building production bundles when missing or stale …');
    await ensureBuilt();
  } else console.log('bench: --no-build: the bundles as they are, stale or not');
  for (const port of [options.port, options.barePort]) {
    if (!(await isPortFree(port)))
      throw new Error(`port ${port} is in use; choose others with --port= and --bare-port=`);
  }

  const scratchDir = mkdtempSync(path.join(os.tmpdir(), 'tribune-bench-'));
  const adminToken = randomBytes(24).toString('hex');
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const mailSink = await startSmtpSink();
  // BENCH_API_LOG=<file>: the API's log (JSON lines, LOG_LEVEL warn: e.g. a server render that left a
  // part of a page to the browser) goes to that file instead of nowhere.
  const apiLog = process.env.BENCH_API_LOG ? openSync(process.env.BENCH_API_LOG, 'w') : 'ignore';
  const server = spawnApi({
    port: options.port,
    freshData: !databaseUrl,
    stdio: ['ignore', apiLog, 'inherit'],
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN: adminToken,
      SMTP_URL: mailSink.url,
      ...benchRateLimits,
      ...benchDemoSeed,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  const apiUrl = server.url;
  const cpus = os.cpus();
  const report = {
    generatedAt: new Date().toISOString(),
    commit: gitCommit(),
    machine: {
      cpus: typeof os.availableParallelism === 'function' ? os.availableParallelism() : cpus.length,
      cpuModel: cpus[0]?.model ?? null,
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      chromium: chromiumVersion(chromiumPath),
    },
    settings: {
      ...options,
      apiEnv: 'production',
      apiRateLimits: benchRateLimits,
      apiMail: 'SMTP to a sink in the bench process',
      database: databaseUrl ? 'postgres (BENCH_DATABASE_URL)' : 'pglite, fresh temporary folder',
    },
    pages: [],
    results: {},
  };
  const printed = [];
  try {
    await waitForHttp(`${apiUrl}/healthz`, { timeoutMs: 180_000, child: server.child });
    const discovered = await discoverPages(apiUrl, options.port, adminToken);
    const { tenants } = discovered;
    const pages = discovered.pages.filter(
      (page) =>
        (!options.pageKinds || options.pageKinds.includes(page.kind)) &&
        (!options.pageTenants || options.pageTenants.includes(page.tenant)),
    );
    report.pages = pages.map(({ tenant, kind, url }) => ({ tenant, kind, url }));
    const ctx = {
      apiUrl,
      tenants,
      pages,
      options,
      chromiumPath,
      chromiumArgs: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
      scratchDir,
      machine: report.machine,
      database: report.settings.database,
      databaseUrl: databaseUrl || null,
      mailSink,
      apiEnvNotes:
        'NODE_ENV=production, LOG_LEVEL=warn, per-IP limits on login, registration, password reset and contact raised to 1,000,000 a minute (all load comes from 127.0.0.1), mail over SMTP to a sink in the bench process',
      log: (line) => console.log(`bench: ${line}`),
    };
    for (const scenario of selected) {
      console.log(`bench: ${scenario.title} …`);
      const started = Date.now();
      try {
        const outcome = await scenario.run(ctx);
        const seconds = Math.round((Date.now() - started) / 1000);
        if (outcome.skipped) {
          report.results[scenario.id] = { skipped: outcome.skipped };
          printed.push(`${scenario.title}\n  (skipped: ${outcome.skipped})`);
        } else {
          report.results[scenario.id] = { title: scenario.title, seconds, figures: outcome.figures };
          printed.push(`${scenario.title}\n${formatTable(outcome.table)}`);
        }
      } catch (error) {
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        console.error(`bench: ${scenario.id} failed: ${message}`);
        report.results[scenario.id] = { error: error instanceof Error ? error.message : String(error) };
        printed.push(`${scenario.title}\n  (failed: ${error instanceof Error ? error.message : error})`);
      }
    }
  } finally {
    await server.stop();
    await mailSink.stop();
    rmSync(scratchDir, { recursive: true, force: true });
  }

  const outDir = path.join(repoRoot, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `\nTribune bench — ${report.generatedAt}, commit ${report.commit ?? '?'}, ${report.machine.cpus} cores, Node ${report.machine.node}, ${report.machine.chromium ?? 'Chromium ?'}\n`,
  );
  console.log(printed.join('\n\n'));
  console.log(
    `\nJSON: ${path.relative(process.cwd(), path.join(outDir, 'latest.json')) || 'bench-results/latest.json'}`,
  );
}

main().catch((error) => {
  console.error(`bench: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
