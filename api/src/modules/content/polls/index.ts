import type { FastifyInstance } from 'fastify';

/** POL-01: polls. */
export async function pollsModule(_app: FastifyInstance): Promise<void> {}
