import { parseArgs } from 'node:util';
import { benchDatabaseOptions, makeBenchData, runBenchCli } from '../bench/bench-data-cli';
import { wholeOption } from '../bench/bench-steps';
import { buildSearchArticles } from '../bench/search-articles';

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
      ...benchDatabaseOptions,
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

  await makeBenchData('bench-search-data', values, (db, log) =>
    buildSearchArticles(db, { tenantIds, articles, days, log }),
  );
}

runBenchCli('bench-search-data', main);
