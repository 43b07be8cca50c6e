import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../lib/http-error';
import type { ArticlesRepository } from '../content/articles-repository';
import type { RemoteName } from '../tenants/remotes';
import { absoluteUrl, articlePath, feedCache, siteOfHost } from './site';
import { element, xmlDocument, type XmlMarkup } from './xml';

/** What one sitemap file may hold (sitemaps.org protocol 0.9); beyond it a sitemap index would be needed. */
const MAX_SITEMAP_URLS = 50_000;

const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The page a remote's pages start from, listed (in this order) when the tenant runs that remote. */
const remoteTopPages: readonly { remote: RemoteName; path: string }[] = [
  { remote: 'mf_matchcenter', path: '/matchcenter' },
  { remote: 'mf_football_pool', path: '/football-pool/predictions' },
  { remote: 'mf_community', path: '/community' },
];

/** W3C Datetime as sitemaps want it, to the second. */
function lastmod(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function url(origin: string, path: string, changed?: Date): XmlMarkup {
  const location = element('loc', {}, absoluteUrl(origin, path));
  return element('url', {}, changed === undefined ? [location] : [location, element('lastmod', {}, lastmod(changed))]);
}

/**
 * GET /sitemap.xml (issue 10): the sitemap of the tenant of the Host header, with absolute URLs: the
 * home page, the top page of each remote the tenant runs, and its published articles, newest first
 * (`lastmod` the later of publication and last change), 50,000 URLs at most.
 */
export const getSitemapRoute: FastifyPluginAsyncZod<{ articles: ArticlesRepository }> = async (app, { articles }) => {
  app.get(
    '/sitemap.xml',
    {
      config: { publicCache: feedCache },
      schema: {
        tags: ['Feeds'],
        summary: 'Sitemap of the tenant of the Host header (sitemaps.org 0.9)',
        response: {
          200: {
            description: 'A sitemaps.org 0.9 `urlset`',
            content: { 'application/xml': { schema: z.string() } },
          },
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { tenant, origin } = await siteOfHost(app, request);
      const running = new Set(tenant.remotes.filter((remote) => remote.enabled).map((remote) => remote.name));
      const remotePages = remoteTopPages.filter(({ remote }) => running.has(remote)).map(({ path }) => path);
      const entries = await articles.sitemapEntries(tenant.id, MAX_SITEMAP_URLS - 1 - remotePages.length);
      const articlePages = entries.map((entry) => ({
        path: articlePath(entry),
        changed: entry.updatedAt > entry.publishedAt ? entry.updatedAt : entry.publishedAt,
      }));
      // The home page shows the articles, so its last change is the latest of theirs.
      let homeChanged: Date | undefined;
      for (const { changed } of articlePages)
        if (homeChanged === undefined || changed > homeChanged) homeChanged = changed;

      const urls: XmlMarkup[] = [
        url(origin, '/', homeChanged),
        ...remotePages.map((path) => url(origin, path)),
        ...articlePages.map(({ path, changed }) => url(origin, path, changed)),
      ];
      const sitemap = xmlDocument(element('urlset', { xmlns: sitemapNamespace }, urls));
      return reply.type('application/xml; charset=utf-8').send(sitemap);
    },
  );
};
