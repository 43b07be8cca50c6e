import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error';
import type { PublicCacheOptions } from '../../plugins/public-cache';
import type { Tenant } from '../tenants/tenants-repository';
import { drawIcon, encodeIco, encodePng, iconColors, iconSvg } from './site-icon';

/**
 * An hour fresh, then a day served while it revalidates: an icon or a manifest changes only with the
 * tenant's theme. Only the Host picks the tenant, so the answer varies by nothing but the URL.
 */
const webAppCache: PublicCacheOptions = { maxAgeSeconds: 3600, staleWhileRevalidateSeconds: 86_400, varyBy: [] };

/** The page's background (shared's ui.css `--color-bg`), shown while an installed site starts. */
const startBackground = '#f4f5f7';

/** The PNG icons, by path: a size and whether the mark sits in a maskable icon's safe zone. */
const pngIcons = {
  '/apple-touch-icon.png': { size: 180, fullBleed: true },
  '/icon-192.png': { size: 192, fullBleed: false },
  '/icon-512.png': { size: 512, fullBleed: false },
  '/icon-maskable-512.png': { size: 512, fullBleed: true },
} as const;

/** What the page's <head> links (page-template.ts), in the order a browser should consider them. */
export const webAppLinks = {
  manifest: '/manifest.webmanifest',
  svgIcon: '/favicon.svg',
  icoIcon: '/favicon.ico',
  appleTouchIcon: '/apple-touch-icon.png',
} as const;

/**
 * The web app manifest of a tenant (issue 26): its name, language and colours; it opens at the home page
 * in a window of its own.
 */
function webAppManifest(tenant: Pick<Tenant, 'name' | 'language' | 'theme'>) {
  const { primary } = iconColors(tenant.theme);
  return {
    name: tenant.name,
    short_name: tenant.name,
    lang: tenant.language,
    dir: 'ltr',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: primary,
    background_color: startBackground,
    icons: [
      { src: webAppLinks.svgIcon, type: 'image/svg+xml', sizes: 'any', purpose: 'any' },
      { src: '/icon-192.png', type: 'image/png', sizes: '192x192', purpose: 'any' },
      { src: '/icon-512.png', type: 'image/png', sizes: '512x512', purpose: 'any' },
      { src: '/icon-maskable-512.png', type: 'image/png', sizes: '512x512', purpose: 'maskable' },
    ],
  };
}

/** Drawn images by colours and kind; a theme change draws new ones. Bounded, as tenants may be many. */
const drawn = new Map<string, Buffer>();
const drawnLimit = 256;

function remember(key: string, draw: () => Buffer): Buffer {
  const known = drawn.get(key);
  if (known !== undefined) return known;
  const image = draw();
  if (drawn.size >= drawnLimit) drawn.clear();
  drawn.set(key, image);
  return image;
}

function colorKey(tenant: Tenant): string {
  const { primary, accent } = iconColors(tenant.theme);
  return `${primary}|${accent}`;
}

async function tenantOf(request: FastifyRequest): Promise<Tenant> {
  const tenant = await request.tenantFromHost();
  if (tenant === undefined) throw new HttpError(404, request.t('error.unknownTenant'));
  return tenant;
}

/**
 * The favicon and the web app manifest of the tenant of the Host header (issue 26): `/favicon.svg`,
 * `/favicon.ico`, the PNG icons and `/manifest.webmanifest`, public and cacheable. An unknown host is
 * a 404, as for a page. The API's own CSP (`default-src 'none'`) stays on them: an SVG opened on its
 * own runs nothing.
 */
export const webAppFiles = fp(
  async function webAppFiles(app: FastifyInstance): Promise<void> {
    const options = { config: { publicCache: webAppCache }, schema: { hide: true } };

    app.get(webAppLinks.manifest, options, async (request, reply) => {
      const tenant = await tenantOf(request);
      return reply.type('application/manifest+json; charset=utf-8').send(JSON.stringify(webAppManifest(tenant)));
    });

    app.get(webAppLinks.svgIcon, options, async (request, reply) => {
      const tenant = await tenantOf(request);
      return reply.type('image/svg+xml; charset=utf-8').send(iconSvg(tenant.theme));
    });

    app.get(webAppLinks.icoIcon, options, async (request, reply) => {
      const tenant = await tenantOf(request);
      const ico = remember(`ico|${colorKey(tenant)}`, () =>
        encodeIco([16, 32, 48].map((size) => ({ size, png: encodePng(drawIcon(tenant.theme, size), size) }))),
      );
      return reply.type('image/x-icon').send(ico);
    });

    for (const [url, { size, fullBleed }] of Object.entries(pngIcons)) {
      app.get(url, options, async (request, reply) => {
        const tenant = await tenantOf(request);
        const png = remember(`${url}|${colorKey(tenant)}`, () =>
          encodePng(drawIcon(tenant.theme, size, { fullBleed }), size),
        );
        return reply.type('image/png').send(png);
      });
    }
  },
  { name: 'web-app-files' },
);
