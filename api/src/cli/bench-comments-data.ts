import { parseArgs } from 'node:util';
import { benchDatabaseOptions, makeBenchData, runBenchCli } from '../bench/bench-data-cli';
import { buildCommentThread } from '../bench/comment-thread';
import { wholeOption } from '../bench/bench-steps';

/**
 * `node api/dist/cli/bench-comments-data.js (--data-dir DIR | --url postgres://…) [--tenant tribune]
 * [--users N] [--comments N] [--likes-per-comment N] [--days N] [--logins N]`: makes the comments' bench
 * data set (issue 13) in a fresh database: migrations, the demo, then the bench fans and a few thousand
 * comments on the tenant's newest article (src/bench/comment-thread.ts). Progress goes to stderr; the
 * last line on stdout is the JSON summary the bench reads (the article id, the fans' shared password and
 * usernames to log in with). Seeded for production (each tenant gets its own real-time secret), as the
 * bench runs the API so.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      ...benchDatabaseOptions,
      tenant: { type: 'string', default: 'tribune' },
      users: { type: 'string', default: '2000' },
      comments: { type: 'string', default: '5000' },
      'likes-per-comment': { type: 'string', default: '3' },
      days: { type: 'string', default: '3' },
      logins: { type: 'string', default: '200' },
    },
  });
  const users = wholeOption('users', values.users, 1, 999_999);
  const comments = wholeOption('comments', values.comments, 0, 1_000_000);
  const likesPerComment = Number(values['likes-per-comment']);
  if (!(likesPerComment >= 0 && likesPerComment <= 100)) throw new Error('--likes-per-comment must be 0–100');
  const days = Number(values.days);
  if (!(days > 0 && days <= 365)) throw new Error('--days must be in (0, 365]');
  const logins = wholeOption('logins', values.logins, 0, 999_999);

  await makeBenchData('bench-comments-data', values, (db, log) =>
    buildCommentThread(db, {
      tenantId: values.tenant ?? 'tribune',
      users,
      comments,
      likesPerComment,
      days,
      logins,
      log,
    }),
  );
}

runBenchCli('bench-comments-data', main);
