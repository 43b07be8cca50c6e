import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translator } from '../../../i18n/messages';
import { errorResponse } from '../../../lib/http-error';
import { renderGuestSectionHtml } from './article-list-html';
import { tenantQuery } from './list-requests';

/**
 * GET /ajax/load-guest-user-section (ART-08): the invitation the page shows logged-out visitors, as
 * server-rendered HTML in the tenant's language (the site's, not the browser's: Accept-Language is
 * ignored, so one answer per tenant is cached). It names the prediction game only where the tenant runs it.
 */
export const getGuestSectionRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ajax/load-guest-user-section',
    {
      config: { publicCache: { maxAgeSeconds: 300, staleWhileRevalidateSeconds: 3600, varyBy: ['X-Tenant-Id'] } },
      schema: {
        tags: ['Content'],
        summary: 'The guest section (HTML)',
        description:
          '`html`: one `<section class="guest-section">` with a heading, a sentence (join to comment, like and vote, and to predict on a tenant that runs the prediction game) and the links `#login` and `#register`.',
        querystring: tenantQuery,
        response: { 200: z.object({ data: z.object({ html: z.string() }) }), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const tenant = await request.requireTenant();
      const t = translator(tenant.language);
      const html = renderGuestSectionHtml({
        title: t('lists.guest.title', { site: tenant.name }),
        text: t(
          tenant.remotes.some((remote) => remote.name === 'mf_football_pool' && remote.enabled)
            ? 'lists.guest.textWithPredictions'
            : 'lists.guest.text',
        ),
        login: t('lists.guest.login'),
        or: t('lists.guest.or'),
        register: t('lists.guest.register'),
      });
      return { data: { html } };
    },
  );
};
