import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNotifier } from '../community/notifications/create-notifier';
import { createClubFinder } from '../matchcenter/teams/find-club';
import { createWebPushRepository } from '../web-push/web-push-repository';
import { createClubAlertsRepository } from './club-alerts-repository';
import { listClubAlertsRoute } from './list-club-alerts';
import { createMatchAlertsLoop, type MatchAlertsLoop } from './match-alerts/match-alerts-loop';
import { createMatchAlertsRepository } from './match-alerts/match-alerts-repository';
import { putClubAlertsRoute } from './put-club-alerts';

declare module 'fastify' {
  interface FastifyInstance {
    /** CLB-03's finder and sender (club-alerts/match-alerts/match-alerts-loop.ts); tests call `matchAlerts.run()`. */
    matchAlerts: MatchAlertsLoop;
  }
}

/**
 * CLB-03: alerts for a fan's club. Fans (on the account) and guests (on the browser's WP-01 push
 * subscription) choose clubs and kinds; the loop finds each match's new facts, stores each once as an
 * alert with a queue of pushes, and sends the queue. README: api/README.md "Club alerts".
 */
export const clubAlertsModule = fp(
  async function clubAlerts(app: FastifyInstance) {
    const clubAlerts = createClubAlertsRepository(app.db);
    await app.register(listClubAlertsRoute, { clubAlerts });
    await app.register(putClubAlertsRoute, { clubAlerts, findClub: createClubFinder(app.db) });

    const loop = createMatchAlertsLoop({
      alerts: createMatchAlertsRepository(app.db),
      webPush: createWebPushRepository(app.db),
      tenants: app.tenants,
      notifier: createNotifier(app),
      config: app.config,
      log: app.log.child({ module: 'club-alerts' }),
    });
    app.decorate('matchAlerts', loop);
    // Minutes stored by this process's simulator: look at once rather than at the next beat.
    if (app.config.matchAlertsIntervalMs > 0) {
      app.footballEvents.on('matchEventsStored', () => void loop.run());
      app.footballEvents.on('matchFinished', () => void loop.run());
      app.addHook('onReady', async () => loop.start(app.config.matchAlertsIntervalMs));
    }
    app.addHook('preClose', async () => {
      await loop.stop();
    });
  },
  { name: 'club-alerts', dependencies: ['match-simulator'] },
);
