import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../../lib/http-error';
import { rateLimited } from '../../../plugins/rate-limit';
import { embedOrError, embedPublicCache, embedRateLimit } from './embed-requests';
import type { EmbedService } from './embed-service';
import { embedSchema } from './embed-view';
import { canonicalTwitterUrl, parseTwitterUrl } from './provider-urls';

/** Spec 001 §9: a timeline shows 7 posts, 540 px wide, unless asked otherwise. */
const twitterDefaults = { limit: 7, maxwidth: 540 } as const;
/** What X's oEmbed accepts (its documentation): other values are brought into these ranges. */
const limitRange = { min: 1, max: 20 } as const;
const maxwidthRange = { min: 220, max: 550 } as const;

function clamp(value: number, { min, max }: { min: number; max: number }): number {
  return Math.min(max, Math.max(min, value));
}

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/**
 * GET /api/v2/embed/twitter (EMB-01): a post or a profile's timeline on X, through X's oEmbed endpoint
 * and the embed cache, as a static card (docs/decisions/0021).
 */
export const getTwitterEmbedRoute: FastifyPluginAsyncZod<{ embeds: EmbedService }> = async (app, { embeds }) => {
  app.get(
    '/api/v2/embed/twitter',
    {
      config: { publicCache: embedPublicCache, ...rateLimited(app, 'embeds', embedRateLimit) },
      schema: {
        tags: ['Content'],
        summary: 'A post on X (Twitter) as a card',
        description:
          "X's oEmbed answer for a post (`https://x.com/{user}/status/{id}`) or a profile's timeline " +
          "(`https://x.com/{user}`), kept a day by the API. `html` is sanitized: the quote's text and links, " +
          'never a script. `limit` (timelines, default 7) is brought into 1..20 and `maxwidth` (default 540) ' +
          'into 220..550. A URL that is not a post or profile on twitter.com or x.com is refused (422); a ' +
          'post X does not show is 404; X unreachable or too slow is 502.',
        querystring: z.object({
          url: z.string().max(2048),
          limit: z.coerce.number().int().optional(),
          maxwidth: z.coerce.number().int().optional(),
          theme: z.enum(['light', 'dark']).default('light'),
          omit_script: flag.default(true),
          tenant_id: z.string().optional(),
        }),
        response: {
          200: z.object({ data: embedSchema }),
          400: errorResponse,
          404: errorResponse,
          422: errorResponse,
          429: errorResponse,
          502: errorResponse,
        },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const { url, limit, maxwidth, theme, omit_script: omitScript } = request.query;
      const target = parseTwitterUrl(url);
      if (target === undefined) {
        const message = request.t('embeds.notTwitterUrl');
        throw new HttpError(422, message, { url: [message] });
      }
      const canonical = canonicalTwitterUrl(target);
      const lookup = await embeds.lookup({
        provider: 'twitter',
        url: canonical,
        endpoint: app.config.embeds.twitterOembedUrl,
        query: {
          url: canonical,
          limit: String(clamp(limit ?? twitterDefaults.limit, limitRange)),
          maxwidth: String(clamp(maxwidth ?? twitterDefaults.maxwidth, maxwidthRange)),
          theme,
          omit_script: String(omitScript),
          // The date under the quote in the site's language; and X is asked not to track the page.
          lang: tenant.language,
          dnt: 'true',
        },
      });
      return { data: embedOrError(request, 'twitter', lookup) };
    },
  );
};
