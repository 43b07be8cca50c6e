import { parseArgs } from 'node:util';
import { benchDatabaseOptions, makeBenchData, runBenchCli } from '../bench/bench-data-cli';
import { wholeOption } from '../bench/bench-steps';
import { buildCollectionBench } from '../bench/collection-filters';

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
      ...benchDatabaseOptions,
      tenant: { type: 'string', default: 'tribune' },
      items: { type: 'string', default: '50000' },
    },
  });
  const items = wholeOption('items', values.items, 1, 1_000_000);

  await makeBenchData('bench-collection-data', values, (db, log) =>
    buildCollectionBench(db, { tenantId: values.tenant ?? 'tribune', items, log }),
  );
}

runBenchCli('bench-collection-data', main);
