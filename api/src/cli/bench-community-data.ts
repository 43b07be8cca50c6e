import { parseArgs } from 'node:util';
import { benchDatabaseOptions, makeBenchData, runBenchCli } from '../bench/bench-data-cli';
import { buildCommunityBoards } from '../bench/community-boards';
import { wholeOption } from '../bench/bench-steps';

/**
 * `node api/dist/cli/bench-community-data.js (--data-dir DIR | --url postgres://…) [--tenant tribune]
 * [--users N] [--comments N] [--likes-per-comment N] [--days N] [--sample-fans N]`: makes the community
 * boards' bench data set (issue 14) in a fresh database: migrations, the demo, then the bench fans, their
 * comments over the last ~14 months on the tenant's articles, the likes, and the tenant's karma counted
 * once (src/bench/community-boards.ts). Progress goes to stderr; the last line on stdout is the JSON
 * summary the bench reads (sizes, timings, mid-ranked fans for the per-fan karma calls). Seeded for
 * production (each tenant gets its own real-time secret), as the bench runs the API so.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      ...benchDatabaseOptions,
      tenant: { type: 'string', default: 'tribune' },
      users: { type: 'string', default: '20000' },
      comments: { type: 'string', default: '500000' },
      'likes-per-comment': { type: 'string', default: '2' },
      days: { type: 'string', default: '425' },
      'sample-fans': { type: 'string', default: '20' },
    },
  });
  const users = wholeOption('users', values.users, 2, 999_999);
  const comments = wholeOption('comments', values.comments, 0, 5_000_000);
  const likesPerComment = Number(values['likes-per-comment']);
  if (!(likesPerComment >= 0 && likesPerComment <= 100)) throw new Error('--likes-per-comment must be 0–100');
  const days = Number(values.days);
  if (!(days > 0 && days <= 3_650)) throw new Error('--days must be in (0, 3650]');
  const sampleFans = wholeOption('sample-fans', values['sample-fans'], 1, 1_000);

  await makeBenchData('bench-community-data', values, (db, log) =>
    buildCommunityBoards(db, {
      tenantId: values.tenant ?? 'tribune',
      users,
      comments,
      likesPerComment,
      days,
      sampleFans,
      log,
    }),
  );
}

runBenchCli('bench-community-data', main);
