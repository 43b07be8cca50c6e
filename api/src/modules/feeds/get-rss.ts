import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../i18n/messages';
import { errorResponse } from '../../lib/http-error';
import type { ArticleRecord } from '../content/article-view';
import type { ArticlesRepository } from '../content/articles-repository';
import { absoluteUrl, articlePath, feedCache, siteOfHost } from './site';
import { element, htmlText, xmlDocument, type XmlMarkup } from './xml';

/** How many articles the feed carries: a reader polling every few hours misses none on a busy day. */
const RSS_ITEMS = 20;

const atomNamespace = 'http://www.w3.org/2005/Atom';
const mediaNamespace = 'http://search.yahoo.com/mrss/';

const imageTypes: Record<string, string> = {
  avif: 'image/avif',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

/** The lead image as an absolute http(s) URL with its type when the extension tells it; else nothing. */
function leadImage(origin: string, image: string): { url: string; type?: string } | undefined {
  if (!URL.canParse(image, origin)) return undefined;
  const url = new URL(image, origin);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  const type = extension === undefined ? undefined : imageTypes[extension];
  return type === undefined ? { url: url.href } : { url: url.href, type };
}

/**
 * GET /rss and GET /feed (issue 10): an RSS 2.0 feed of the newest published articles of the tenant of
 * the Host header. The title is plain text; the description is the plain-text intro written as HTML
 * text, since readers render descriptions as HTML; both escaped for XML, never CDATA (decision 0008).
 * The lead image is a Media RSS `media:content` element, which, unlike `enclosure`, does not need the
 * file's length in bytes.
 */
export const getRssRoute: FastifyPluginAsyncZod<{ articles: ArticlesRepository }> = async (app, { articles }) => {
  for (const path of ['/rss', '/feed']) {
    app.get(
      path,
      {
        config: { publicCache: feedCache },
        schema: {
          tags: ['Feeds'],
          summary: `RSS 2.0 feed of the latest ${RSS_ITEMS} articles of the tenant of the Host header`,
          response: {
            200: { description: 'An RSS 2.0 document', content: { 'application/rss+xml': { schema: z.string() } } },
            404: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const { tenant, origin } = await siteOfHost(app, request);
        const latest = await articles.latest(tenant.id, 0, RSS_ITEMS);
        const newest = latest[0];
        const channel = element('channel', {}, [
          element('title', {}, tenant.name),
          element('link', {}, absoluteUrl(origin, '/')),
          element('description', {}, translate(tenant.language, 'feeds.rssDescription', { tenant: tenant.name })),
          element('language', {}, tenant.language),
          ...(newest === undefined ? [] : [element('lastBuildDate', {}, newest.publishedAt.toUTCString())]),
          element('atom:link', { href: absoluteUrl(origin, path), rel: 'self', type: 'application/rss+xml' }),
          ...latest.map((article) => item(origin, article)),
        ]);
        const rss = xmlDocument(
          element('rss', { version: '2.0', 'xmlns:atom': atomNamespace, 'xmlns:media': mediaNamespace }, [channel]),
        );
        return reply.type('application/rss+xml; charset=utf-8').send(rss);
      },
    );
  }
};

function item(origin: string, article: ArticleRecord): XmlMarkup {
  const link = absoluteUrl(origin, articlePath(article));
  const image = leadImage(origin, article.image);
  return element('item', {}, [
    element('title', {}, article.title),
    element('link', {}, link),
    element('guid', { isPermaLink: 'true' }, link),
    // toUTCString is RFC 822's date-time with a four-digit year, as RSS 2.0 asks ("Mon, 23 Nov 2026 …GMT").
    element('pubDate', {}, article.publishedAt.toUTCString()),
    element('description', {}, htmlText(article.excerpt)),
    element('category', {}, article.tagTitle),
    ...(image === undefined ? [] : [element('media:content', { ...image, medium: 'image' })]),
  ]);
}
