import { parseArgs } from 'node:util';
import { wholeOption } from '../bench/bench-steps';
import { buildCollectionBench } from '../bench/collection-filters';
import { openDatabase } from '../db/client';
import { seedPlatform } from '../seed';

/**
 * `node api/dist/cli/bench-collection-data.js (--data-dir DIR | --url postgres://…) [--tenant tribune]
 * [--items 50000]`: makes the collection bench's data set (issue 16, COL-01) in a fresh database:
 * migrations, the demo, then a collection of `--items` players on the tenant
 * (src/bench/collection-filters.ts). Progress goes to stderr; the last line on stdout is the JSON summary
 * the bench reads (the collection, and the item calls to ask with the items each must match).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      url: { type: 'string' },
      tenant: { type: 'string', default: 'tribune' },
      items: { type: 'string', default: '50000' },
    },
  });
  const items = wholeOption('items', values.items, 1, 1_000_000);
  if ((values['data-dir'] === undefined) === (values.url === undefined))
    throw new Error('Give exactly one of --data-dir (PGlite) and --url (Postgres)');
  const log = (line: string) => process.stderr.write(`bench-collection-data: ${line}\n`);
  const started = Date.now();
  const database = await openDatabase(
    values.url !== undefined ? { url: values.url, queryTimeoutMs: 30 * 60_000 } : { dataDir: values['data-dir'] },
  );
  try {
    await database.migrate();
    await seedPlatform(database.db, { production: true, log });
    const seeded = Math.round((Date.now() - started) / 100) / 10;
    log(`migrations and demo: ${seeded} s`);
    const data = await buildCollectionBench(database.db, { tenantId: values.tenant ?? 'tribune', items, log });
    const seconds = { 'migrations and demo': seeded, ...data.seconds };
    process.stdout.write(`${JSON.stringify({ driver: database.driver, ...data, seconds })}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench-collection-data: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
