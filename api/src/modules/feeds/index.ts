import type { FastifyInstance } from 'fastify';
import { createArticlesRepository } from '../content/articles-repository';
import { getRobotsRoute } from './get-robots';
import { getRssRoute } from './get-rss';
import { getSitemapRoute } from './get-sitemap';

/**
 * What a news site owes crawlers and feed readers (issue 10): the sitemap, the RSS feed and robots.txt
 * of the tenant of the Host header. Articles are read through the content module's repository, whose
 * every query carries the tenant and publish-date filters, so no feed can show another tenant's or a
 * scheduled article.
 */
export async function feedsModule(app: FastifyInstance): Promise<void> {
  const articles = createArticlesRepository(app.db);
  await app.register(getSitemapRoute, { articles });
  await app.register(getRssRoute, { articles });
  await app.register(getRobotsRoute);
}
