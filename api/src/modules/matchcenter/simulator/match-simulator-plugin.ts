import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DomainEvents, FootballDomainEvents } from './domain-events';
import { createMatchSimulator, type MatchSimulator } from './match-simulator';
import type { ScheduleRepository } from './schedule-repository';
import type { SimulationsRepository } from './simulations-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live-match simulator (matchcenter/simulator/match-simulator.ts). */
    matchSimulator: MatchSimulator;
    /** In-process football events: `footballEvents.on('matchFinished', …)` (simulator/domain-events.ts). */
    footballEvents: DomainEvents<FootballDomainEvents>;
  }
}

/**
 * Creates the simulator over the match centre's repositories (made by the module), the app's real-time
 * publisher and tenant registry. With
 * `config.simulator.enabled` (SIMULATOR on or manual; on except in tests) it starts playing when the app is ready;
 * at shutdown, before the database closes, it stops and hands its matches to the other processes.
 */
export const matchSimulatorPlugin = fp(
  async function matchSimulator(
    app: FastifyInstance,
    { schedule, simulations }: { schedule: ScheduleRepository; simulations: SimulationsRepository },
  ) {
    const simulator = createMatchSimulator({
      schedule,
      simulations,
      publisher: app.realtime,
      tenants: app.tenants,
      log: app.log.child({ module: 'match-simulator' }),
      automatic: app.config.simulator.automatic,
      onDataChanged: (tenantIds) => {
        for (const tenantId of tenantIds) app.tenantContentChanged(tenantId);
      },
      publishTogether: (work) => app.cluster.inOneAnnouncement(work),
    });
    app.decorate('matchSimulator', simulator);
    app.decorate('footballEvents', simulator.events);
    if (app.config.simulator.enabled) {
      app.addHook('onReady', async () => {
        simulator.startLoop();
      });
    }
    app.addHook('preClose', async () => {
      await simulator.stop();
    });
  },
  { name: 'match-simulator', dependencies: ['realtime', 'tenant', 'content-changes'] },
);
