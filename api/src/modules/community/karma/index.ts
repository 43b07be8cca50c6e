import type { FastifyInstance } from 'fastify';

/** Leaderboards, karma and a profile's comments (COM-01, KAR-01, KAR-02, PRF-01). */
export async function karmaModule(app: FastifyInstance): Promise<void> {
  void app;
}
