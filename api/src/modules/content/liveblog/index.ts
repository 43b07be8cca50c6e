import type { FastifyInstance } from 'fastify';

/** LB-01: live blogs. */
export async function liveblogModule(_app: FastifyInstance): Promise<void> {}
