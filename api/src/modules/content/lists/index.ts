import type { FastifyInstance } from 'fastify';

/** ART-03..ART-05, ART-08: tag pages, every article list and the guest section. */
export async function listsModule(_app: FastifyInstance): Promise<void> {}
