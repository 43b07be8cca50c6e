import { parseArgs } from 'node:util';
import { buildPredictionSeason } from '../bench/prediction-season';
import { openDatabase } from '../db/client';
import { seedPlatform } from '../seed';

/**
 * `node api/dist/cli/bench-pool-data.js (--data-dir DIR | --url postgres://…) [--users N]
 * [--participation P] [--tokens N]`: makes the prediction game's bench data set (issue 12) in a fresh
 * database: migrations, the demo (tenants, accounts, the season's matches and games), then the bench
 * fans and their season of picks (src/bench/prediction-season.ts). Progress goes to stderr; the last
 * line on stdout is the JSON summary the bench reads (the tenant, fans' tokens, the next game).
 * Seeded for production (each tenant gets its own real-time secret), as the bench runs the API so.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      url: { type: 'string' },
      users: { type: 'string', default: '200000' },
      participation: { type: 'string', default: '0.8' },
      tokens: { type: 'string', default: '1000' },
    },
  });
  const users = Number(values.users);
  const participation = Number(values.participation);
  const tokenUsers = Number(values.tokens);
  if (!Number.isInteger(users) || users < 1 || users > 999_999) throw new Error('--users must be 1–999999');
  if (!(participation > 0 && participation <= 1)) throw new Error('--participation must be in (0, 1]');
  if (!Number.isInteger(tokenUsers) || tokenUsers < 0) throw new Error('--tokens must be a whole number');
  if ((values['data-dir'] === undefined) === (values.url === undefined))
    throw new Error('Give exactly one of --data-dir (PGlite) and --url (Postgres)');

  const log = (line: string) => process.stderr.write(`bench-pool-data: ${line}\n`);
  const database = await openDatabase(
    values.url !== undefined ? { url: values.url, queryTimeoutMs: 30 * 60_000 } : { dataDir: values['data-dir'] },
  );
  try {
    await database.migrate();
    await seedPlatform(database.db, { production: true, log });
    const season = await buildPredictionSeason(database.db, { users, participation, tokenUsers, log });
    process.stdout.write(`${JSON.stringify({ driver: database.driver, ...season })}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench-pool-data: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
