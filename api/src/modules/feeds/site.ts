import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { tenantOrigin } from '../../plugins/request-host';
import type { PublicCacheOptions } from '../../plugins/public-cache';
import type { Tenant } from '../tenants/tenants-repository';

/**
 * Crawlers and feed readers fetch these a few times an hour at most; five minutes keeps a new article
 * from waiting long. Only the Host picks the tenant here (never X-Tenant-Id or a language), so the
 * answer varies by nothing but the URL.
 */
export const feedCache: PublicCacheOptions = { maxAgeSeconds: 300, varyBy: [] };

/** The tenant of the Host header, with its absolute origin; an unknown host is a 404 in the error shape. */
export async function siteOfHost(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ tenant: Tenant; origin: string }> {
  const tenant = await request.tenantFromHost();
  if (tenant === undefined) throw new HttpError(404, request.t('error.unknownTenant'));
  return { tenant, origin: tenantOrigin(app, request, tenant) };
}

/** `path` on `origin`, percent-encoded where a URL must be (a slug is the editors' text). */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}

/** An article's page, the same address the API's article views carry in `url`. */
export function articlePath(article: { id: number; slug: string }): string {
  return `/article/${article.id}/${encodeURIComponent(article.slug)}`;
}
