import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../lib/http-error';
import { absoluteUrl, feedCache, siteOfHost } from './site';

/**
 * What crawlers are asked to leave alone: the API and its JSON (`/api/`, `/ajax/`), development and
 * operator tools, and pages that belong to one person or one link (settings, notifications, e-mail
 * verification, password reset, social-login callbacks). Public profiles (`/user/{username}`) stay
 * open, so the settings page is matched exactly (`$` and `?`, RFC 9309), not as a `/user/` prefix.
 */
const disallowed = [
  '/api/',
  '/ajax/',
  '/dev/',
  '/docs',
  '/user/profile$',
  '/user/profile?',
  '/notifications',
  '/email/verify/',
  '/new-email/verify/',
  '/password/reset/',
  '/login/',
];

/** GET /robots.txt (issue 10): everything else may be crawled; names the tenant's sitemap by its absolute URL. */
export const getRobotsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/robots.txt',
    {
      config: { publicCache: feedCache },
      schema: {
        tags: ['Feeds'],
        summary: 'robots.txt of the tenant of the Host header',
        response: {
          200: { description: 'Robots Exclusion Protocol rules', content: { 'text/plain': { schema: z.string() } } },
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { origin } = await siteOfHost(app, request);
      const lines = [
        'User-agent: *',
        ...disallowed.map((path) => `Disallow: ${path}`),
        'Allow: /',
        '',
        `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
        '',
      ];
      return reply.type('text/plain; charset=utf-8').send(lines.join('\n'));
    },
  );
};
