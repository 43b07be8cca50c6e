import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

/**
 * Prints the API's OpenAPI document (the one /docs serves) as JSON on stdout, from a throw-away
 * in-memory database: scripts/api-contract.mjs turns it into the TypeScript contract in shared.
 */
async function main(): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }),
    database,
    logger: false,
    seed: { demoAccounts: false, demoContent: false },
  });
  try {
    await app.ready();
    process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
