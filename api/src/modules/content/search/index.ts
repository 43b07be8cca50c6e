import type { FastifyInstance } from 'fastify';

/** ART-04: full-text search. */
export async function searchModule(_app: FastifyInstance): Promise<void> {}
