import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../lib/http-error';
import { rateLimited } from '../../../plugins/rate-limit';
import { embedOrError, embedPublicCache, embedRateLimit } from './embed-requests';
import type { EmbedService } from './embed-service';
import { embedSchema } from './embed-view';
import { canonicalTiktokUrl, tiktokUserPattern, tiktokVideoPattern } from './provider-urls';

/**
 * GET /api/v2/embed/tiktok/{user}/{video} (EMB-01): a TikTok video through TikTok's oEmbed endpoint and
 * the embed cache, as a static card with the caption and a link (docs/decisions/0021).
 */
export const getTiktokEmbedRoute: FastifyPluginAsyncZod<{ embeds: EmbedService }> = async (app, { embeds }) => {
  app.get(
    '/api/v2/embed/tiktok/:user/:video',
    {
      config: { publicCache: embedPublicCache, ...rateLimited(app, 'embeds', embedRateLimit) },
      schema: {
        tags: ['Content'],
        summary: 'A TikTok video as a card',
        description:
          "TikTok's oEmbed answer for `https://www.tiktok.com/@{user}/video/{video}`, kept a day by the API. " +
          '`html` is sanitized: the caption and links, never a script. A video TikTok does not show is 404; ' +
          'TikTok unreachable or too slow is 502.',
        params: z.object({
          user: z.string().regex(tiktokUserPattern, 'a TikTok username: 2 to 24 letters, digits, _ or .'),
          video: z.string().regex(tiktokVideoPattern, 'a TikTok video id: digits only'),
        }),
        querystring: z.object({ tenant_id: z.string().optional() }),
        response: {
          200: z.object({ data: embedSchema }),
          400: errorResponse,
          404: errorResponse,
          429: errorResponse,
          502: errorResponse,
        },
      },
    },
    async (request) => {
      // The card is the same on every site, but only a site's pages may ask for one.
      await request.requireTenant();
      const url = canonicalTiktokUrl(request.params.user, request.params.video);
      const lookup = await embeds.lookup({
        provider: 'tiktok',
        url,
        endpoint: app.config.embeds.tiktokOembedUrl,
        query: { url },
      });
      return { data: embedOrError(request, 'tiktok', lookup) };
    },
  );
};
