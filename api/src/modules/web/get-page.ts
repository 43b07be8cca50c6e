import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildBootstrap } from './bootstrap';
import { createNonce, pageCspDirectives, staticPageCspDirectives } from './content-security-policy';
import { unknownHostPage } from './not-found-page';
import { createTemplateLoader } from './page-template';
import { nonceMarker } from './ssr/server-render';

/** Paths that are never pages (docs/contracts.md "The page bootstrap"). */
const reservedPrefixes = ['/api', '/ajax', '/apps', '/app', '/remotes', '/assets', '/shell', '/dev', '/docs'];

export function isPagePath(pathname: string): boolean {
  return !reservedPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** `/favicon.ico`, `/robots.txt`, `/sw.js`…: root-level files the shell build may ship. */
const rootFile = /^\/[A-Za-z0-9_.-]+\.[A-Za-z0-9]{1,12}$/;

const unknownHostPageCsp = staticPageCspDirectives(unknownHostPage);

/**
 * GET of any page URL (PLT-01, PLT-04, PLT-09): the shell's index.html for the tenant of the Host
 * header, with the tenant's language, name, theme and bootstrap written in, the page rendered on the
 * server (ssr/server-render.ts, docs/decisions/0010), and the Content-Security-Policy of this tenant's
 * page with a fresh nonce (content-security-policy.ts). Unknown host: a 404 page.
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
    // Per request: the tenant decides the remotes and services, and every answer gets its own nonce.
    const nonce = createNonce();
    const popupLogo = tenant.settings.popup?.enabled ? tenant.settings.popup.reducedLogoPath : null;
    reply.setContentSecurityPolicy(
      pageCspDirectives({
        bootstrap,
        nonce,
        recaptcha: tenant.settings.recaptcha !== undefined,
        imageUrls: popupLogo ? [popupLogo] : [],
        https: request.protocol === 'https',
      }),
    );
    const page = await renderer.page(request, tenant, bootstrap, await loadTemplate());
    return reply.code(page.status).type('text/html; charset=utf-8').send(page.html.split(nonceMarker).join(nonce));
  });
};
