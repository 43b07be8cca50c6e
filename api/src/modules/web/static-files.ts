import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { remoteFolder, remoteNames } from '../tenants/remotes';
import { webAppFiles } from './web-app-files';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/** A file name with a content hash (`main.3f9a1c2b.js`) never changes, so it may be cached for ever. */
const hashedName = /[.-][0-9a-f]{8,}\./i;

/**
 * Serves the built front ends (docs/contracts.md "Where built files live"):
 * - `/remotes/<folder>/` from `<WEB_ROOT>/<folder>/dist/`, only for the five remotes. Everything there
 *   sits in a versioned folder and never changes, except `mf-manifest.json`, which is revalidated.
 *   CORS is open so a remote can also be loaded by a shell on another origin (local dev servers).
 * - `/shell/` from `<WEB_ROOT>/shell/dist/`: hashed files cached for ever, the rest revalidated.
 * - `/assets/` from api/assets (demo images, tenant logos).
 * - the tenant's favicon, home-screen icons and web app manifest (web-app-files.ts), drawn per tenant.
 */
// fastify-plugin so that reply.sendFile reaches the page route registered beside it.
export const staticFiles = fp(
  async function staticFiles(app: FastifyInstance): Promise<void> {
    const { webRoot, assetsDir } = app.config;

    for (const name of remoteNames) {
      const folder = remoteFolder(name);
      await app.register(fastifyStatic, {
        root: path.join(webRoot, folder, 'dist'),
        prefix: `/remotes/${folder}/`,
        decorateReply: false,
        suppressWarning: true,
        cacheControl: false,
        index: false,
        setHeaders(reply: FastifyReply, filePath: string) {
          reply.header('access-control-allow-origin', '*');
          reply.header('cache-control', path.basename(filePath) === 'mf-manifest.json' ? revalidate : immutable);
        },
      });
    }

    // The one instance that decorates reply.sendFile (the page route serves root files like /favicon.ico).
    await app.register(fastifyStatic, {
      root: path.join(webRoot, 'shell', 'dist'),
      prefix: '/shell/',
      decorateReply: true,
      suppressWarning: true,
      cacheControl: false,
      index: false,
      setHeaders(reply: FastifyReply, filePath: string) {
        reply.header('cache-control', hashedName.test(path.basename(filePath)) ? immutable : revalidate);
      },
    });

    // WP-01: the service worker, at the root so its scope is the whole site. Revalidated, so a new
    // worker reaches browsers at once. From the shell build, or from its source when the shell is not built.
    const shellDist = path.join(webRoot, 'shell', 'dist');
    const serviceWorkerSource = path.join(webRoot, 'shell', 'src', 'service-worker');
    app.get('/sw.js', { schema: { hide: true } }, async (_request, reply) => {
      const built = existsSync(path.join(shellDist, 'sw.js'));
      // The worker loads nothing but a notification's icon: from the site or an https image host.
      reply.setContentSecurityPolicy({
        'default-src': ["'none'"],
        'img-src': ["'self'", 'https:'],
        'frame-ancestors': ["'none'"],
      });
      reply
        .header('cache-control', revalidate)
        .header('service-worker-allowed', '/')
        .type('text/javascript; charset=utf-8');
      return reply.sendFile('sw.js', built ? shellDist : serviceWorkerSource, { cacheControl: false });
    });

    // Before the page route's root files: `/favicon.ico` is the tenant's, never one of the shell build.
    await app.register(webAppFiles);

    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      decorateReply: false,
      suppressWarning: true,
      cacheControl: false,
      index: false,
      setHeaders(reply: FastifyReply) {
        reply.header('access-control-allow-origin', '*');
        reply.header('cache-control', 'public, max-age=86400');
      },
    });
  },
  { name: 'static-files' },
);
