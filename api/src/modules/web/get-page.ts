import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildBootstrap } from './bootstrap';
import { unknownHostPage } from './not-found-page';
import { createTemplateLoader, renderPage } from './page-template';

/** Paths that are never pages (docs/contracts.md "The page bootstrap"). */
const reservedPrefixes = ['/api', '/ajax', '/apps', '/app', '/remotes', '/assets', '/shell', '/dev', '/docs'];

export function isPagePath(pathname: string): boolean {
  return !reservedPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** `/favicon.ico`, `/robots.txt`, `/sw.js`…: root-level files the shell build may ship. */
const rootFile = /^\/[A-Za-z0-9_.-]+\.[A-Za-z0-9]{1,12}$/;

/**
 * GET of any page URL (PLT-01, PLT-04, PLT-09): the shell's index.html for the tenant of the Host
 * header, with the tenant's language, name, theme and bootstrap written in. Unknown host: a 404 page.
 */
export const getPageRoute: FastifyPluginAsyncZod = async (app) => {
  const loadTemplate = createTemplateLoader(app.config.webRoot);
  const shellDist = path.join(app.config.webRoot, 'shell', 'dist');

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!isPagePath(pathname)) return reply.callNotFound();
    if (rootFile.test(pathname)) {
      return reply.sendFile(pathname.slice(1), shellDist, { cacheControl: false });
    }

    reply.header('cache-control', 'no-cache');
    const tenant = await request.tenantFromHost();
    if (tenant === undefined) {
      return reply.code(404).type('text/html; charset=utf-8').send(unknownHostPage);
    }
    const html = renderPage(await loadTemplate(), buildBootstrap(tenant, request, app.config));
    return reply.type('text/html; charset=utf-8').send(html);
  });
};
