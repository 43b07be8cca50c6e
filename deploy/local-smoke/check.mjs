#!/usr/bin/env node
// Checks the topology deploy/local-smoke/run.sh started, through the proxy on :18080, as a visitor and an
// operator would meet the compose deployment. Prints one line per check; exit code 1 if any fails.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fromApi = createRequire(path.join(repo, 'api', 'package.json'));
const WebSocket = fromApi('ws');
const Pusher = fromApi('pusher');
const { Client } = fromApi('pg');

const proxy = { host: '127.0.0.1', port: 18080 };
let failures = 0;
const check = (ok, what, detail = '') => {
  if (!ok) failures += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
};

function get(pathname, host, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get({ ...proxy, path: pathname, headers: { host, ...headers } }, (response) => {
        let body = '';
        response.setEncoding(headers['accept-encoding'] ? 'latin1' : 'utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

const bootstrapOf = (html) =>
  JSON.parse(/<script id="?tribune-bootstrap"?[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

// Pages: the tenant comes from the Host header through the proxy.
const english = await get('/', 'localhost:18080');
const dutch = await get('/', 'nl.localhost:18080');
const unknown = await get('/', 'unknown.localhost:18080');
const en = bootstrapOf(english.body);
const nl = bootstrapOf(dutch.body);
check(english.status === 200 && en?.tenant.id === 'tribune', 'localhost → tenant tribune');
check(
  dutch.status === 200 && nl?.tenant.id === 'tribune-nl' && nl.tenant.language === 'nl',
  'nl.localhost → tenant tribune-nl (nl)',
);
check(
  unknown.status === 404 && !unknown.body.includes('tribune-bootstrap'),
  'unknown host → 404 page without a tenant',
);
check(en?.environment === 'production', 'the API runs in production mode');
check(
  nl?.realtime.port === 18080 && nl?.realtime.host === 'nl.localhost',
  'pusher-js is sent to the page host and the proxy port',
  JSON.stringify(nl?.realtime),
);

// Static servers behind the proxy, with the cache rules of docs/contracts.md.
const manifestUrl = nl.remotes.find((remote) => remote.name === 'mf_content').entry;
const manifest = await get(manifestUrl, 'nl.localhost:18080');
check(
  manifest.status === 200 &&
    manifest.headers['cache-control'] === 'no-cache' &&
    manifest.headers['access-control-allow-origin'] === '*',
  `${manifestUrl}: no-cache, CORS`,
);
const entry = JSON.parse(manifest.body).metaData.remoteEntry;
const entryUrl = `${path.posix.dirname(manifestUrl)}/${entry.path ? `${entry.path}/` : ''}${entry.name}`;
const remoteEntry = await get(entryUrl, 'nl.localhost:18080', { 'accept-encoding': 'gzip' });
check(
  remoteEntry.status === 200 &&
    /immutable/.test(remoteEntry.headers['cache-control'] ?? '') &&
    remoteEntry.headers['content-encoding'] === 'gzip',
  `${entryUrl}: immutable, gzip`,
);
const shellScript = /\/shell\/[^"' ]+\.js/.exec(english.body)?.[0];
const shellFile = shellScript
  ? await get(shellScript, 'localhost:18080', { 'accept-encoding': 'gzip' })
  : { status: 0, headers: {} };
check(
  shellFile.status === 200 && /immutable/.test(shellFile.headers['cache-control'] ?? ''),
  `${shellScript}: served by the shell image, immutable`,
);
check(
  (await get('/remotes/mf-content/0.0.0-missing/mf-manifest.json', 'localhost:18080')).status === 404,
  'a version nobody serves is a 404',
);
check((await get('/dev/mail', 'localhost:18080')).status === 404, '/dev/mail does not exist in production');

// In Chromium: the composed pages render; the Dutch site never loads what it does not run.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const [origin, heading, forbidden] of [
  ['http://localhost:18080', 'Latest news', null],
  ['http://nl.localhost:18080', 'Laatste nieuws', /mf-(matchcenter|football-pool)/],
]) {
  const page = await browser.newPage();
  const requested = [];
  const failed = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('response', (response) => response.status() >= 400 && failed.push(`${response.status()} ${response.url()}`));
  await page.goto(`${origin}/`);
  const shown = await page
    .getByRole('heading', { level: 1, name: heading })
    .waitFor({ timeout: 20_000 })
    .then(
      () => true,
      () => false,
    );
  const story = await page
    .locator('main article h2 a')
    .first()
    .waitFor({ timeout: 20_000 })
    .then(
      () => true,
      () => false,
    );
  await page.waitForLoadState('networkidle');
  check(shown && story, `${origin}/ renders "${heading}" with stories`);
  check(failed.length === 0, `${origin}/ has no failed requests`, failed.slice(0, 3).join(', '));
  if (forbidden)
    check(!requested.some((url) => forbidden.test(url)), `${origin}/ requests nothing of the remotes it does not run`);
  await page.close();
}
await browser.close();

// Real time: pusher-js's WebSocket path through the proxy, an event published with the pusher SDK using
// the credentials soketi reads (as the soketi role, from the soketi_apps view).
const db = new Client({ host: process.env.PGHOST ?? '127.0.0.1', user: 'soketi', database: 'tribune_compose_check' });
await db.connect();
const { rows } = await db.query('select id, key, secret from soketi_apps where key = $1', [nl.realtime.key]);
await db.end();
check(rows.length === 1, "soketi_apps has the Dutch tenant's app (read as role soketi)");
const app = rows[0];
const roundTrip = await new Promise((resolve) => {
  const socket = new WebSocket(`ws://127.0.0.1:18080/app/${app.key}?protocol=7&client=js&version=8.6.0`, {
    headers: { host: 'nl.localhost:18080' },
  });
  const timer = setTimeout(() => resolve('timeout'), 10_000);
  socket.on('error', (error) => resolve(error.message));
  socket.on('message', async (raw) => {
    const message = JSON.parse(String(raw));
    if (message.event === 'pusher:connection_established')
      socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'local-smoke' } }));
    if (message.event === 'pusher_internal:subscription_succeeded') {
      const publisher = new Pusher({
        appId: app.id,
        key: app.key,
        secret: app.secret,
        host: '127.0.0.1',
        port: '18060',
        useTLS: false,
      });
      await publisher.trigger('local-smoke', 'hello', { sentAt: Date.now() });
    }
    if (message.event === 'hello') {
      clearTimeout(timer);
      socket.close();
      resolve('ok');
    }
  });
});
check(
  roundTrip === 'ok',
  'WebSocket /app/ through the proxy receives an event published with the pusher SDK',
  roundTrip === 'ok' ? '' : roundTrip,
);

console.log(failures === 0 ? 'all checks passed' : `${failures} check(s) failed`);
process.exit(failures === 0 ? 0 : 1);
