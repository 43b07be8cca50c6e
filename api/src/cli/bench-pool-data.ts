import { parseArgs } from 'node:util';
import { benchDatabaseOptions, makeBenchData, runBenchCli } from '../bench/bench-data-cli';
import { buildPredictionSeason } from '../bench/prediction-season';

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
      ...benchDatabaseOptions,
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

  await makeBenchData('bench-pool-data', values, (db, log) =>
    buildPredictionSeason(db, { users, participation, tokenUsers, log }),
  );
}

runBenchCli('bench-pool-data', main);
