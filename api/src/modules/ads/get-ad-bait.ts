import type { FastifyPluginAsync } from 'fastify';

/** The bait's path: a file name and folder ad-blocking filter lists block by name. */
const adBaitPath = '/ads/prebid-ads.js';

/**
 * Its body: the page checks the answer carries this marker, since some blockers answer a blocked
 * script with an empty stand-in instead of failing the request.
 */
const adBaitMarker = 'tribune-ad-bait';

const body = `/* ${adBaitMarker} (ADS-01): fetched by the page to detect an ad blocker; it does nothing. */\n`;

/**
 * GET /ads/prebid-ads.js (ADS-01): the bait request of the ad-blocker detection. A blocker that filters
 * ad scripts by name fails it, which tells the page to show the slots' alternative content. Tiny, the
 * same for everyone and cached for a day. Not part of the JSON API, so not in its OpenAPI document.
 */
export const getAdBaitRoute: FastifyPluginAsync = async (app) => {
  app.get(adBaitPath, { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .header('cache-control', 'public, max-age=86400')
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('text/javascript; charset=utf-8')
      .send(body);
  });
};
