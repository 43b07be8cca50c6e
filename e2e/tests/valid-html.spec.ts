import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { dutch, english } from '../support/site';

/**
 * Issue 30 (SEO-02): the server HTML of every page of the route table (shared/src/routing/route-table.ts
 * and each remote's `src/exposes/routes.tsx`), on both tenants, as a guest receives it, is valid HTML by
 * the Nu HTML checker (`vnu-jar`, which needs Java). The pages are written to a temporary folder and
 * checked in one run, so the JVM starts once.
 *
 * Log-in and registration are dialogs on every page (their buttons are in each page's header), not pages
 * of their own. The prediction leagues' pages (`/football-pool/leagues/…`) are left out: their ids and
 * codes are a member's, which a guest cannot read.
 */

/** Where the Nu HTML checker's jar is; `require('vnu-jar')` gives the same path. */
const vnuJar = createRequire(__filename).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * CSS the checker does not know yet (vnu 26.9 has no CSS Containment 3 or the unprefixed `line-clamp` of
 * CSS Overflow 4). Browsers do: container queries lay out the match centre's and the prediction game's
 * tables, and `line-clamp` stands next to `-webkit-line-clamp` for when browsers take the standard name.
 * Only these messages are ignored; any other CSS error fails the test.
 */
const unknownCssProperties = ['container-type', 'container-name', 'container', 'line-clamp'];
const unknownCssAtRules = ['@container'];

function isUnknownCss(message: string): boolean {
  return (
    unknownCssProperties.some((name) => message === `CSS: “${name}”: Property “${name}” doesn't exist.`) ||
    unknownCssAtRules.some((name) => message === `CSS: Unrecognized at-rule “${name}”`)
  );
}

/** Fixed paths of the route table, per tenant (the Dutch one runs no match centre or prediction game). */
const fixedPaths = {
  english: [
    '/',
    '/search',
    '/search?query=psv',
    '/most-read',
    '/net-binnen',
    '/bio',
    '/collection',
    '/headline-tests',
    '/smart-bar',
    '/newsroom',
    '/matchcenter',
    '/matchcenter/rankings/league/eredivisie',
    '/matchcenter/rankings/league/eredivisie?matches=true',
    '/football-pool',
    '/football-pool/predictions',
    '/football-pool/rankings',
    '/community',
    '/community/moderation',
    '/forum',
    '/notifications',
    '/user/profile',
    '/contact',
    '/password/reset/a-made-up-token?email=fan%40example.test',
    '/email/verify/1/a-made-up-hash',
    '/new-email/verify/1/a-made-up-hash',
    '/a-page-that-does-not-exist',
    '/article/999999/an-article-that-does-not-exist',
  ],
  dutch: [
    '/',
    '/search?query=feyenoord',
    '/most-read',
    '/collection',
    '/community',
    '/forum',
    '/notifications',
    '/user/profile',
    '/contact',
    '/password/reset/a-made-up-token?email=fan%40example.test',
    '/matchcenter',
    '/een-pagina-die-niet-bestaat',
  ],
};

/** A value inside an API answer, or undefined: the answer is outside data, read without assuming its shape. */
function at(value: unknown, ...keys: (string | number)[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}

/** An id or path from the demo data; the test cannot cover the page without it. */
function demoValue(value: unknown, what: string): string {
  if (typeof value === 'number' || (typeof value === 'string' && value !== '')) return String(value);
  throw new Error(`The demo data has no ${what}.`);
}

/**
 * Reads the API on the loopback address with the tenant's host (Node cannot resolve nl.localhost), as
 * the pages are fetched below.
 */
async function readApi(request: APIRequestContext, origin: string, apiPath: string): Promise<unknown> {
  const response = await request.get(`${english}${apiPath}`, {
    headers: { Host: new URL(origin).host, Accept: 'application/json' },
  });
  expect(response.status(), apiPath).toBe(200);
  const body: unknown = await response.json();
  return body;
}

/** The pages with an id, from the demo data both tenants have: the newest article and its tag, a fan, a forum topic, a collection. */
async function contentPaths(request: APIRequestContext, origin: string): Promise<string[]> {
  const [articles, commenters, topics, collections] = await Promise.all([
    readApi(request, origin, '/api/v2/article/scopes/lat/get/1?page_size=1'),
    readApi(request, origin, '/api/v2/community/user-comments/total?limit=1'),
    readApi(request, origin, '/api/v1/forum/load-sidebar-list/1'),
    readApi(request, origin, '/api/v2/collections'),
  ]);
  return [
    demoValue(at(articles, 'data', 0, 'url'), 'article'),
    demoValue(at(articles, 'data', 0, 'primary_tag', 'url'), 'tag of the newest article'),
    `/user/${encodeURIComponent(demoValue(at(commenters, 'data', 0, 'username'), 'fan with comments'))}`,
    demoValue(at(topics, 'data', 0, 'url'), 'forum topic'),
    `/collection/${demoValue(at(collections, 'data', 'collections', 0, 'id'), 'collection')}`,
  ];
}

/** The English tenant's football pages with an id: an upcoming and a finished match, a club, a player, a pool player. */
async function footballPaths(request: APIRequestContext): Promise<string[]> {
  const [home, ranking] = await Promise.all([
    readApi(request, english, '/ajax/matchcenter/homepage'),
    readApi(request, english, '/api/v2/ranking'),
  ]);
  const teamId = demoValue(at(home, 'data', 'latest', 0, 'homeTeamId'), 'club of a finished match');
  const squad = await readApi(request, english, `/ajax/matchcenter/team/${teamId}/squad`);
  return [
    `/matchcenter/match/${demoValue(at(home, 'data', 'fixtures', 0, 'id'), 'upcoming match')}`,
    `/matchcenter/match/${demoValue(at(home, 'data', 'latest', 0, 'id'), 'finished match')}`,
    `/matchcenter/team/${teamId}`,
    `/matchcenter/player/${demoValue(at(squad, 'data', 'groups', 0, 'players', 0, 'id'), 'player')}`,
    `/football-pool/user/${demoValue(at(ranking, 'data', 'ranking', 0, 'user_id'), 'pool player')}`,
  ];
}

interface CheckerMessage {
  type: string;
  url: string;
  message: string;
  extract: string;
  line: string;
}

/** The checker's JSON (`--format json`): `{ messages: [{ type, url, message, extract, lastLine }] }`. */
function checkerMessages(output: string): CheckerMessage[] {
  const parsed: unknown = JSON.parse(output);
  const messages = at(parsed, 'messages');
  if (!Array.isArray(messages)) throw new Error(`The HTML checker's output has no messages: ${output.slice(0, 500)}`);
  return messages.map((entry: unknown) => ({
    type: String(at(entry, 'type') ?? ''),
    url: String(at(entry, 'url') ?? ''),
    message: String(at(entry, 'message') ?? ''),
    extract: String(at(entry, 'extract') ?? ''),
    line: String(at(entry, 'lastLine') ?? ''),
  }));
}

test('[SEO-02] every page of the route table on both tenants is valid HTML by the Nu HTML checker', async ({
  request,
}) => {
  // One JVM for every page: about a minute on two busy cores, most of it the checker.
  test.setTimeout(240_000);
  const [englishContent, dutchContent, football] = await Promise.all([
    contentPaths(request, english),
    contentPaths(request, dutch),
    footballPaths(request),
  ]);
  const pages = [
    ...[...fixedPaths.english, ...englishContent, ...football].map((page) => ({ origin: english, page })),
    ...[...fixedPaths.dutch, ...dutchContent].map((page) => ({ origin: dutch, page })),
  ];

  const folder = mkdtempSync(path.join(tmpdir(), 'tribune-valid-html-'));
  try {
    /** File name → the page's URL, to name the page in a failure. */
    const urlOfFile = new Map<string, string>();
    const notHtml: string[] = [];
    for (const [index, { origin, page }] of pages.entries()) {
      // As a guest: a fresh request without the browser's cookies, on the loopback address with the tenant's host.
      const response = await request.get(`${english}${page}`, {
        headers: { Host: new URL(origin).host, Accept: 'text/html' },
      });
      const contentType = response.headers()['content-type'] ?? '';
      if (!contentType.startsWith('text/html')) {
        notHtml.push(`${origin}${page}: ${response.status()} ${contentType}`);
        continue;
      }
      const file = path.join(folder, `${String(index).padStart(2, '0')}.html`);
      writeFileSync(file, await response.body());
      urlOfFile.set(path.basename(file), `${origin}${page}`);
    }
    expect(notHtml, 'pages that are not HTML').toEqual([]);

    const checker = spawnSync(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...[...urlOfFile.keys()]],
      { cwd: folder, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (checker.error) throw new Error(`The Nu HTML checker needs Java (java -jar): ${checker.error.message}`);
    if (!checker.stdout) throw new Error(`The Nu HTML checker failed (${String(checker.status)}): ${checker.stderr}`);
    const errors = checkerMessages(checker.stdout)
      .filter((message) => !isUnknownCss(message.message))
      .map(
        (message) =>
          `${urlOfFile.get(path.basename(decodeURIComponent(message.url))) ?? message.url} (line ${message.line}): ` +
          `${message.type}: ${message.message}\n    ${message.extract.replace(/\n/g, ' ')}`,
      );
    expect(errors, `the Nu HTML checker's errors on ${urlOfFile.size} pages`).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
