import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../lib/http-error';
import { type Embed, type EmbedProvider, providerNames } from './embed-view';
import type { EmbedLookup } from './embed-service';

/** How long a reader's browser (and shared caches) may keep a card: the API keeps it a day anyway. */
export const embedPublicCache = { maxAgeSeconds: 3600, staleWhileRevalidateSeconds: 86_400 } as const;

/** Requests per minute one client may make per tenant: a page has a few embeds; a scraper has many. */
export const embedRateLimit = 300;

/**
 * The reader's answer of a lookup: the card, a 404 when the provider has no such post, a 502 when the
 * provider could not be asked (with Retry-After: it passes), in the one error shape.
 */
export function embedOrError(request: FastifyRequest, provider: EmbedProvider, lookup: EmbedLookup): Embed {
  switch (lookup.status) {
    case 'found':
      return lookup.embed;
    case 'not-found':
      throw new HttpError(404, request.t('embeds.notFound'));
    case 'failed':
      throw new HttpError(502, request.t('embeds.providerFailed', { provider: providerNames[provider] }), undefined, {
        retryAfterSeconds: 30,
      });
  }
}
