import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RunInTransaction } from '../../../db/client';
import { createFootballDataSync } from './football-data-sync';
import { createFootballDataSyncLoop, type FootballDataSyncLoop } from './football-data-sync-loop';
import { createSportmonksProvider } from './sportmonks-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SportMonks import loop when `SPORTMONKS_TOKEN` is set; null with the built-in demo provider. */
    footballDataSync: FootballDataSyncLoop | null;
  }
}

/**
 * The soccer-data provider switch (MC-14). Without `SPORTMONKS_TOKEN` it does nothing: the built-in
 * demo provider stays the source (the seed stores its seasons, the simulator plays them). With a
 * token it imports the configured SportMonks leagues into our tables when the app is ready and then
 * every `SPORTMONKS_SYNC_INTERVAL_SECONDS`; the loop stops before the database closes. A provider
 * failure is logged and retried at the next run, never a crash (decision 0014).
 */
export const footballDataSyncPlugin = fp(
  async function footballDataSync(app: FastifyInstance, { runInTransaction }: { runInTransaction: RunInTransaction }) {
    const settings = app.config.sportmonks;
    if (settings.token === undefined) {
      app.decorate('footballDataSync', null);
      return;
    }
    const log = app.log.child({ module: 'football-data-sync' });
    const provider = createSportmonksProvider({
      baseUrl: settings.url,
      token: settings.token,
      timeoutMs: settings.timeoutMs,
      leagueIds: settings.leagueIds,
    });
    const loop = createFootballDataSyncLoop({
      sync: createFootballDataSync({ runInTransaction, provider, log }),
      log,
      intervalMs: settings.syncIntervalMs,
      seasonIntervalMs: settings.seasonSyncIntervalMs,
    });
    app.decorate('footballDataSync', loop);
    app.addHook('onReady', async () => {
      log.info({ leagueIds: settings.leagueIds, url: settings.url }, 'football data: importing from SportMonks');
      loop.start();
    });
    app.addHook('preClose', async () => {
      await loop.stop();
    });
  },
  { name: 'football-data-sync' },
);
