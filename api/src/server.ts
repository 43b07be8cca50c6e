import { buildApp } from './app';
import { ConfigError, devAdminToken, loadConfig } from './config';

/** After the drain, what closing the rest (the database, Redis) may take before the process exits anyway. */
const closeTimeoutMs = 5_000;

/** Standalone entry: `node dist/server.js` (or `tsx src/server.ts` in development). */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });

  /**
   * A deploy or restart: real-time clients are closed with 4200 so pusher-js reconnects at once (to
   * another process, or this one restarted), requests that still arrive get a 503 with
   * `Connection: close`, the port closes, and requests in flight finish before the database closes.
   * One that is still running after SHUTDOWN_TIMEOUT_MS has its connection cut, so the database still
   * closes cleanly; should even that hang, the process exits anyway. A second signal ends it at once.
   */
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: config.shutdownTimeoutMs }, 'shutting down: finishing requests in flight');
    const cutOff = setTimeout(() => {
      app.log.warn('requests still in flight at the end of the drain; closing their connections');
      app.server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    cutOff.unref();
    const deadline = setTimeout(() => {
      app.log.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + closeTimeoutMs);
    deadline.unref();
    app.close().then(
      () => {
        app.log.info('shut down');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: app.databaseDriver, dataDir: config.database.url === undefined ? config.database.dataDir : undefined },
    'Tribune API ready',
  );
  if (config.adminTokenGenerated) {
    app.log.warn(
      `HOST ${config.host} is not loopback: the documented operator token is refused; this run's operator API token is ${config.adminToken}`,
    );
  } else if (config.adminToken === devAdminToken) {
    app.log.warn(`operator API token (development default, set ADMIN_TOKEN to change): ${devAdminToken}`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
