import { parseArgs } from 'node:util';
import { wholeOption } from '../bench/bench-steps';
import { buildSearchArticles } from '../bench/search-articles';
import { openDatabase } from '../db/client';
import { seedPlatform } from '../seed';

/**
 * `node api/dist/cli/bench-search-data.js (--data-dir DIR | --url postgres://…) [--tenants tribune,tribune-nl]
 * [--articles 10000] [--days 1095]`: makes the search bench's data set (issue 15, ART-04) in a fresh
 * database: migrations, the demo, then `--articles` published articles on each tenant, written by the
 * demo's writers in the tenant's language, their search documents made by the trigger of migration 0011
 * (src/bench/search-articles.ts). Progress goes to stderr; the last line on stdout is the JSON summary the
 * bench reads (sizes, timings, and per tenant the queries to ask with the articles each matches). Seeded
 * for production (each tenant gets its own real-time secret), as the bench runs the API so.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      url: { type: 'string' },
      tenants: { type: 'string', default: 'tribune,tribune-nl' },
      articles: { type: 'string', default: '10000' },
      days: { type: 'string', default: '1095' },
    },
  });
  const articles = wholeOption('articles', values.articles, 1, 1_000_000);
  const days = wholeOption('days', values.days, 1, 3_650);
  const tenantIds = (values.tenants ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  if (tenantIds.length === 0) throw new Error('--tenants names no tenant');
  if ((values['data-dir'] === undefined) === (values.url === undefined))
    throw new Error('Give exactly one of --data-dir (PGlite) and --url (Postgres)');

  const log = (line: string) => process.stderr.write(`bench-search-data: ${line}\n`);
  const started = Date.now();
  const database = await openDatabase(
    values.url !== undefined ? { url: values.url, queryTimeoutMs: 30 * 60_000 } : { dataDir: values['data-dir'] },
  );
  try {
    await database.migrate();
    await seedPlatform(database.db, { production: true, log });
    const seeded = Math.round((Date.now() - started) / 100) / 10;
    log(`migrations and demo: ${seeded} s`);
    const data = await buildSearchArticles(database.db, { tenantIds, articles, days, log });
    const seconds = { 'migrations and demo': seeded, ...data.seconds };
    process.stdout.write(`${JSON.stringify({ driver: database.driver, ...data, seconds })}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench-search-data: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
