import { buildApp } from './app';
import { ConfigError, devAdminToken, loadConfig } from './config';

/** Standalone entry: `node dist/server.js` (or `tsx src/server.ts` in development). */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; a stuck one does not keep the process alive for ever.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: app.databaseDriver, dataDir: config.database.url === undefined ? config.database.dataDir : undefined },
    'Tribune API ready',
  );
  if (config.adminToken === devAdminToken) {
    app.log.warn(`operator API token (development default, set ADMIN_TOKEN to change): ${devAdminToken}`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
