import type { FastifyInstance } from 'fastify';
import { listPredictionsRoute } from './list-predictions';
import { createPredictionsRepository } from './predictions-repository';

/** Football pool (FP-*): the tenant's weekly prediction games over the league's fixtures. */
export async function footballPoolModule(app: FastifyInstance): Promise<void> {
  const predictions = createPredictionsRepository(app.db);
  await app.register(listPredictionsRoute, { predictions });
}
