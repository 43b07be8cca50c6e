import type { FastifyInstance } from 'fastify';

/** EMB-01: Twitter and TikTok embeds through the providers' oEmbed. */
export async function embedsModule(_app: FastifyInstance): Promise<void> {}
