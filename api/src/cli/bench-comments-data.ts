import { parseArgs } from 'node:util';
import { buildCommentThread } from '../bench/comment-thread';
import { wholeOption } from '../bench/bench-steps';
import { openDatabase } from '../db/client';
import { seedPlatform } from '../seed';

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
      'data-dir': { type: 'string' },
      url: { type: 'string' },
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
  if ((values['data-dir'] === undefined) === (values.url === undefined))
    throw new Error('Give exactly one of --data-dir (PGlite) and --url (Postgres)');

  const log = (line: string) => process.stderr.write(`bench-comments-data: ${line}\n`);
  const database = await openDatabase(
    values.url !== undefined ? { url: values.url, queryTimeoutMs: 30 * 60_000 } : { dataDir: values['data-dir'] },
  );
  try {
    await database.migrate();
    await seedPlatform(database.db, { production: true, log });
    const thread = await buildCommentThread(database.db, {
      tenantId: values.tenant ?? 'tribune',
      users,
      comments,
      likesPerComment,
      days,
      logins,
      log,
    });
    process.stdout.write(`${JSON.stringify({ driver: database.driver, ...thread })}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench-comments-data: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
