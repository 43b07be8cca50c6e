import { parseArgs } from 'node:util';
import { benchDatabaseOptions, runBenchCli } from '../bench/bench-data-cli';
import { wholeOption } from '../bench/bench-steps';
import { buildClubAlertSubscriptions, reportClubAlerts } from '../bench/club-alert-subscriptions';
import { openDatabase, type OpenDatabaseOptions } from '../db/client';
import { seedPlatform } from '../seed';

const cli = 'bench-club-alerts-data';

/**
 * `node api/dist/cli/bench-club-alerts-data.js (--data-dir DIR | --url postgres://…) --push-origin
 * http://127.0.0.1:PORT [--tenant tribune] [--subscriptions 10000] [--key-pairs 300] [--samples 5]`:
 * the club alerts' bench data set (issue 27) in a fresh database: migrations, the demo seeded for
 * development (the bench runs this API with NODE_ENV=development, the only mode that may post to a
 * push service on 127.0.0.1, and signs its probes with the development real-time secret), then the
 * guests' push subscriptions following one club for goals (src/bench/club-alert-subscriptions.ts).
 *
 * `… --report FIXTURE_ID`: reads, and changes nothing, what the API did with that match's alerts
 * (each alert, when its goal was stored, its queue sent, retried or given up), after the API stopped.
 *
 * Progress goes to stderr; the last line on stdout is the JSON the bench reads.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      ...benchDatabaseOptions,
      'push-origin': { type: 'string' },
      tenant: { type: 'string', default: 'tribune' },
      subscriptions: { type: 'string', default: '10000' },
      'key-pairs': { type: 'string', default: '300' },
      samples: { type: 'string', default: '5' },
      report: { type: 'string' },
    },
  });
  const { 'data-dir': dataDir, url } = values;
  let where: OpenDatabaseOptions;
  if (url !== undefined && dataDir === undefined) where = { url, queryTimeoutMs: 30 * 60_000 };
  else if (dataDir !== undefined && url === undefined) where = { dataDir };
  else throw new Error('Give exactly one of --data-dir (PGlite) and --url (Postgres)');
  const log = (line: string) => process.stderr.write(`${cli}: ${line}\n`);

  if (values.report !== undefined) {
    const fixtureId = wholeOption('report', values.report, 1, 2_147_483_647);
    const database = await openDatabase(where);
    try {
      const alerts = await reportClubAlerts(database.db, fixtureId);
      process.stdout.write(`${JSON.stringify({ driver: database.driver, fixtureId, alerts })}\n`);
    } finally {
      await database.close();
    }
    return;
  }

  const pushOrigin = values['push-origin'];
  if (pushOrigin === undefined || !/^http:\/\/127\.0\.0\.1:\d{1,5}$/.test(pushOrigin)) {
    throw new Error('--push-origin must be http://127.0.0.1:PORT (the bench’s local push service)');
  }
  const subscriptions = wholeOption('subscriptions', values.subscriptions, 1, 1_000_000);
  const keyPairs = wholeOption('key-pairs', values['key-pairs'], 1, 100_000);
  const samples = wholeOption('samples', values.samples, 1, 100);

  const started = Date.now();
  const database = await openDatabase(where);
  try {
    await database.migrate();
    await seedPlatform(database.db, { production: false, log });
    const seeded = Math.round((Date.now() - started) / 100) / 10;
    log(`migrations and demo: ${seeded} s`);
    const data = await buildClubAlertSubscriptions(database.db, {
      tenantId: values.tenant ?? 'tribune',
      subscriptions,
      keyPairs,
      pushOrigin,
      samples,
      log,
    });
    const seconds = { 'migrations and demo': seeded, ...data.seconds };
    process.stdout.write(`${JSON.stringify({ driver: database.driver, ...data, seconds })}\n`);
  } finally {
    await database.close();
  }
}

runBenchCli(cli, main);
