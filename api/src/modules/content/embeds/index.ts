import type { FastifyPluginAsync } from 'fastify';
import type { EmbedCache } from './embed-cache';
import { createEmbedService } from './embed-service';
import { getTiktokEmbedRoute } from './get-tiktok-embed';
import { getTwitterEmbedRoute } from './get-twitter-embed';

/**
 * EMB-01: Twitter and TikTok embeds through the providers' oEmbed, cached in `embed_cache` and asked
 * once for any number of simultaneous readers (docs/decisions/0021). YouTube, Facebook and Instagram
 * need no API: mf-content shows them as frames after a click.
 */
export const embedsArea: FastifyPluginAsync<{ cache: EmbedCache }> = async (app, { cache }) => {
  const embeds = createEmbedService({
    cache,
    timeoutMs: app.config.embeds.timeoutMs,
    log: app.log,
  });
  await app.register(getTwitterEmbedRoute, { embeds });
  await app.register(getTiktokEmbedRoute, { embeds });
};
