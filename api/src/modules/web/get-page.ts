import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { CspDirectives } from '../../plugins/security-headers';
import { answerNotModified, appendVary, matchesIfNoneMatch, privateNoStore } from '../../plugins/public-cache';
import { buildBootstrap } from './bootstrap';
import { pageCspDirectives, staticPageCspDirectives } from './content-security-policy';
import { unknownHostPage } from './not-found-page';
import { createTemplateLoader } from './page-template';
import type { CachedPage } from './ssr/page-cache';

/** Paths that are never pages (docs/contracts.md "The page bootstrap"). */
const reservedPrefixes = ['/api', '/ajax', '/apps', '/app', '/remotes', '/assets', '/shell', '/dev', '/docs'];

function isPagePath(pathname: string): boolean {
  return !reservedPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The newsroom's pages (issue 33): one logged-in editor's work, never a guest's. Each answer is
 * `private, no-store`, left out of the guest page cache, `noindex` for search engines (the sitemap
 * lists none of them), and may be framed by this origin only: the editor shows the article's preview
 * page (`/newsroom/article/{id}/preview`) in a frame.
 */
function isNewsroomPath(pathname: string): boolean {
  return pathname === '/newsroom' || pathname.startsWith('/newsroom/');
}

/** `/favicon.ico`, `/robots.txt`, `/sw.js`…: root-level files the shell build may ship. */
const rootFile = /^\/[A-Za-z0-9_.-]+\.[A-Za-z0-9]{1,12}$/;

const unknownHostPageCsp = staticPageCspDirectives(unknownHostPage);

/**
 * The request headers a page answer depends on besides its path (decision 0049): the Host names the
 * tenant and the origin in the bootstrap, and so do the forwarded host and scheme behind a trusted
 * proxy. `Authorization` because such a request is answered `private, no-store`: no cache may hand it
 * the guests' copy or key it with them. No cookie: the page route reads none.
 */
function pageVary(config: AppConfig): string[] {
  return ['Host', ...(config.trustProxy ? ['X-Forwarded-Host', 'X-Forwarded-Proto'] : []), 'Authorization'];
}

/**
 * `public, max-age=0, s-maxage=F, stale-while-revalidate=S` with F and S the API's own page cache's
 * times (PAGE_CACHE_FRESH_SECONDS, PAGE_CACHE_STALE_SECONDS): a shared cache keeps a guest page as
 * long as the API does, a browser asks again (If-None-Match) on every visit.
 */
function sharedCacheControl(config: AppConfig): string {
  const fresh = Math.floor(config.ssr.cacheFreshMs / 1000);
  const stale = Math.floor(config.ssr.cacheStaleMs / 1000);
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}`;
}

/**
 * Weak (@fastify/compress gzips the body afterwards), and over the HTML and the policy both: a tenant
 * change that only touches the CSP (the admin code's hash) is a new answer too, not a 304.
 */
function pageEtag(page: CachedPage, policy: CspDirectives): string {
  const digest = createHash('sha256').update(page.hash).update('\n').update(JSON.stringify(policy)).digest('base64url');
  return `W/"${digest.slice(0, 32)}"`;
}

/**
 * Sends a page with the headers that say who may keep it. A request with `Authorization` gets
 * `private, no-store` (its page is the guest render, decision 0010, but nothing keyed with the guests
 * should ever answer it), and so does a private page (the newsroom's); a guest's 200 gets the shared caching headers, an ETag and a 304 for a
 * matching If-None-Match; any other status keeps `no-cache` from above.
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage & { staleForMs?: number },
  policy: CspDirectives,
  privatePage: boolean,
) {
  appendVary(reply, pageVary(request.server.config));
  if (page.staleForMs !== undefined) {
    // The last page rendered in full, standing in during a database outage: marked, and kept by no
    // shared cache as if it were fresh (nginx keeps its own copy, proxy_cache_use_stale).
    reply.header('age', String(Math.floor(page.staleForMs / 1000)));
    reply.header('cache-status', 'tribune-api; hit; detail=stale-if-error');
    return reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
  }
  // The page lives at another address (issue 30): the renderer's location already carries this
  // request's query.
  if (page.status === 301 && page.location !== undefined) return reply.redirect(page.location, 301);
  reply.code(page.status);
  if (request.headers.authorization !== undefined || privatePage) {
    reply.header('cache-control', privateNoStore);
  } else if (page.status === 200) {
    const etag = pageEtag(page, policy);
    reply.header('etag', etag).header('cache-control', sharedCacheControl(request.server.config));
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      answerNotModified(reply);
      return reply.send();
    }
  }
  return reply.type('text/html; charset=utf-8').send(page.html);
}

/**
 * GET of any page URL (PLT-01, PLT-04, PLT-09): the shell's index.html for the tenant of the Host
 * header, with the tenant's language, name, theme and bootstrap written in, the page rendered on the
 * server (ssr/server-render.ts, docs/decisions/0010), and the Content-Security-Policy of this tenant's
 * page (content-security-policy.ts). The same bytes for every guest, so shared caches may keep it
 * (decision 0049). Unknown host: a 404 page.
 */
export const getPageRoute: FastifyPluginAsyncZod = async (app) => {
  const loadTemplate = createTemplateLoader(app.config.webRoot);
  const shellDist = path.join(app.config.webRoot, 'shell', 'dist');
  const renderer = app.pageRenderer;

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!isPagePath(pathname)) return reply.callNotFound();
    if (rootFile.test(pathname)) {
      return reply.sendFile(pathname.slice(1), shellDist, { cacheControl: false });
    }

    reply.header('cache-control', 'no-cache');
    const tenant = await request.tenantFromHost();
    if (tenant === undefined) {
      reply.setContentSecurityPolicy(unknownHostPageCsp);
      return reply.code(404).type('text/html; charset=utf-8').send(unknownHostPage);
    }
    const bootstrap = buildBootstrap(tenant, request, app.config);
    // The tenant decides the remotes and services; nothing in the policy is per answer.
    const popupLogo = tenant.settings.popup?.enabled ? tenant.settings.popup.reducedLogoPath : null;
    const newsroom = isNewsroomPath(pathname);
    const policy = pageCspDirectives({
      bootstrap,
      adminCustomCode: tenant.settings.adminCustomCode,
      recaptcha: tenant.settings.recaptcha !== undefined,
      imageUrls: popupLogo ? [popupLogo] : [],
      https: request.protocol === 'https',
      newsroom,
    });
    reply.setContentSecurityPolicy(policy);
    if (newsroom) reply.header('x-robots-tag', 'noindex, nofollow').header('x-frame-options', 'SAMEORIGIN');
    const page = await renderer.page(request, tenant, bootstrap, await loadTemplate(), { keep: !newsroom });
    return sendPage(request, reply, page, policy, newsroom);
  });
};
