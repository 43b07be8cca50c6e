import type { FastifyInstance } from 'fastify';
import type { SettledGame, Settlement } from './settlement';

/** The tenant's public channel the pool's pages listen on. */
const FOOTBALL_POOL_CHANNEL = 'football-pool';
const PREDICTIONS_SETTLED_EVENT = 'PredictionsSettled';

/**
 * Scores the pool when a match ends (FP-08, decision 0015): on the simulator's `matchFinished` every
 * tenant's game on that fixture is settled (exactly once, settlement.ts), and at start-up every
 * finished game that is still open, so a crash between a match's end and its settlement neither loses
 * nor doubles points. Each settled game is announced on the tenant's `football-pool` channel
 * (`PredictionsSettled`), and the tenant's cached public answers are dropped.
 */
export async function settlePredictionsOnMatchEnd(
  app: FastifyInstance,
  { settlement }: { settlement: Settlement },
): Promise<void> {
  const log = app.log.child({ module: 'football-pool' });

  // Each settled game's tenant is announced once, before its event leaves (plugins/cluster-changes.ts).
  async function announce(settled: SettledGame[]): Promise<void> {
    await app.cluster.inOneAnnouncement(async () => {
      for (const game of settled) {
        app.tenantContentChanged(game.tenantId);
        const tenant = await app.tenants.findById(game.tenantId);
        if (!tenant) continue;
        await app.realtime.publish(tenant, FOOTBALL_POOL_CHANNEL, PREDICTIONS_SETTLED_EVENT, {
          prediction_game_id: game.gameId,
          fixture_id: game.fixtureId,
          week_start: game.weekStart,
        });
      }
    });
  }

  const unsubscribe = app.footballEvents.on('matchFinished', async (event) => {
    const settled = await settlement.settleFixture(event.fixtureId);
    if (settled.length > 0) log.info({ fixtureId: event.fixtureId, games: settled.length }, 'prediction games settled');
    await announce(settled);
  });
  app.addHook('onClose', async () => {
    unsubscribe();
  });

  app.addHook('onReady', async () => {
    const settled = await settlement.settleFinishedGames();
    if (settled.length > 0) log.info({ games: settled.length }, 'settled finished prediction games at start-up');
    await announce(settled);
  });
}
