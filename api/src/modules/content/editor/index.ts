import type { FastifyInstance } from 'fastify';

/** The editors' API: writing articles (sanitized when written). */
export async function editorModule(_app: FastifyInstance): Promise<void> {}
