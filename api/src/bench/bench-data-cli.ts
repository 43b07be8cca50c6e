import { openDatabase, type Database, type OpenDatabaseOptions } from '../db/client';
import { seedPlatform } from '../seed';

/** The options of every `bench-*-data` CLI that say where the data set is made, for `parseArgs`. */
export const benchDatabaseOptions = {
  'data-dir': { type: 'string' },
  url: { type: 'string' },
} as const;

/**
 * What every `bench-*-data` CLI does around its own data: exactly one of `--data-dir` (PGlite) and
 * `--url` (Postgres); a fresh database migrated and seeded with the demo for production (each tenant
 * gets its own real-time secret, as the bench runs the API so); then `build`. Progress goes to stderr
 * behind the CLI's name; the last line on stdout is the JSON summary the bench reads: the driver,
 * `build`'s answer, and its step times with the migrations' and the demo's first.
 */
export async function makeBenchData<T extends { seconds: Record<string, number> }>(
  cli: string,
  where: { 'data-dir'?: string | undefined; url?: string | undefined },
  build: (db: Database, log: (line: string) => void) => Promise<T>,
): Promise<void> {
  const { 'data-dir': dataDir, url } = where;
  let options: OpenDatabaseOptions;
  if (url !== undefined && dataDir === undefined) options = { url, queryTimeoutMs: 30 * 60_000 };
  else if (dataDir !== undefined && url === undefined) options = { dataDir };
  else throw new Error('Give exactly one of --data-dir (PGlite) and --url (Postgres)');
  const log = (line: string) => process.stderr.write(`${cli}: ${line}\n`);
  const started = Date.now();
  const database = await openDatabase(options);
  try {
    await database.migrate();
    await seedPlatform(database.db, { production: true, log });
    const seeded = Math.round((Date.now() - started) / 100) / 10;
    log(`migrations and demo: ${seeded} s`);
    const data = await build(database.db, log);
    const seconds = { 'migrations and demo': seeded, ...data.seconds };
    process.stdout.write(`${JSON.stringify({ driver: database.driver, ...data, seconds })}\n`);
  } finally {
    await database.close();
  }
}

/** Runs a CLI's `main`: a failure is written to stderr behind the CLI's name and sets the exit code. */
export function runBenchCli(cli: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${cli}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  });
}
