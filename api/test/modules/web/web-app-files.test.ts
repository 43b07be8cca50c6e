import { inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bootstrapSchema } from '../../../src/modules/web/bootstrap';
import { buildTestApp, hosts } from '../../helper';

const manifestIcons = z.object({
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), purpose: z.string(), type: z.string() })),
});

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);

afterAll(async () => {
  await app.close();
});

function get(url: string, host: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers: { host, ...headers } });
}

/** The tenant as the bootstrap describes it, so the expectations follow the seeded tenants. */
async function tenantOf(host: string) {
  const { tenant } = bootstrapSchema.parse((await get('/api/front/v1/bootstrap', host)).json());
  return { name: tenant.name, language: tenant.language, ...tenant.theme };
}

/** Width, height and the RGBA of one pixel of an unfiltered 8-bit RGBA PNG (what the API writes). */
function readPng(png: Buffer): { width: number; height: number; pixel: (x: number, y: number) => number[] } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const chunks: Buffer[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    if (type === 'IDAT') chunks.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(chunks));
  const pixel = (x: number, y: number) => {
    const start = y * (width * 4 + 1) + 1 + x * 4;
    return [...rows.subarray(start, start + 4)];
  };
  return { width, height, pixel };
}

function rgbOf(hex: string): number[] {
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
}

describe.each([
  ['tribune', hosts.tribune],
  ['tribune-nl', hosts.tribuneNl],
])('[MD-07] the web app of %s', (_id, host) => {
  test('the manifest carries the tenant’s name, language and theme colour, opens at / standalone, cacheable', async () => {
    const tenant = await tenantOf(host);
    const response = await get('/manifest.webmanifest', host);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(response.json()).toMatchObject({
      name: tenant.name,
      short_name: tenant.name,
      lang: tenant.language,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: tenant.primaryColor.toLowerCase(),
    });
    const { icons } = manifestIcons.parse(response.json());
    expect(icons.map((icon) => `${icon.src} ${icon.sizes} ${icon.purpose}`)).toEqual([
      '/favicon.svg any any',
      '/icon-192.png 192x192 any',
      '/icon-512.png 512x512 any',
      '/icon-maskable-512.png 512x512 maskable',
    ]);
    // Every icon it names is served.
    for (const icon of icons) expect((await get(icon.src, host)).statusCode).toBe(200);

    const etag = response.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await get('/manifest.webmanifest', host, { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
  });

  test('the SVG favicon is drawn in the tenant’s colours and runs nothing', async () => {
    const tenant = await tenantOf(host);
    const response = await get('/favicon.svg', host);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(response.body).toContain(`fill="${tenant.primaryColor.toLowerCase()}"`);
    expect(response.body).toContain(`fill="${tenant.accentColor.toLowerCase()}"`);
    expect(response.body).not.toMatch(/<script|on\w+=/i);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  test('/favicon.ico and the home-screen icons are real images in the tenant’s colour', async () => {
    const tenant = await tenantOf(host);
    const ico = await get('/favicon.ico', host);
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['content-type']).toBe('image/x-icon');
    expect(ico.rawPayload.readUInt16LE(2)).toBe(1);
    expect(ico.rawPayload.readUInt16LE(4)).toBe(3);
    const firstOffset = ico.rawPayload.readUInt32LE(6 + 12);
    expect(readPng(ico.rawPayload.subarray(firstOffset)).width).toBe(16);

    const icon = await get('/icon-192.png', host);
    expect(icon.headers['content-type']).toBe('image/png');
    const png = readPng(icon.rawPayload);
    expect([png.width, png.height]).toEqual([192, 192]);
    // Rounded corners are clear; beside the mark is the primary colour.
    expect(png.pixel(0, 0)[3]).toBe(0);
    expect(png.pixel(96, 4)).toEqual([...rgbOf(tenant.primaryColor), 255]);

    const touch = readPng((await get('/apple-touch-icon.png', host)).rawPayload);
    expect([touch.width, touch.pixel(0, 0)]).toEqual([180, [...rgbOf(tenant.primaryColor), 255]]);
  });

  test('every page links the icons and the manifest, with the theme colour', async () => {
    const tenant = await tenantOf(host);
    const page = await get('/', host);
    expect(page.statusCode).toBe(200);
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(head).toContain('<link rel="icon" href="/favicon.ico"');
    expect(head).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(head).toContain(`<meta name="theme-color" content="${tenant.primaryColor}">`);
  });
});

test('[MD-07] the two tenants get different icons', async () => {
  const [tribune, nl] = await Promise.all([get('/favicon.ico', hosts.tribune), get('/favicon.ico', hosts.tribuneNl)]);
  expect(tribune.rawPayload.equals(nl.rawPayload)).toBe(false);
});

test.each(['/manifest.webmanifest', '/favicon.svg', '/favicon.ico', '/icon-512.png'])(
  '[MD-07] an unknown host gets a 404 for %s, naming no tenant',
  async (url) => {
    const response = await get(url, 'unknown.example:8080');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/tribune/i);
  },
);
