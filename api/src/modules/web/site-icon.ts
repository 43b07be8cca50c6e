import { deflateSync } from 'node:zlib';
import type { TenantTheme } from '../tenants/schema';

/**
 * The tenant's icon (issue 26): the stand mark of the tenant logos (a roof in the accent colour over
 * three white tiers, on the primary colour), drawn from the theme's colours, as SVG for browsers that
 * take it and as PNG (home screens, the web app manifest) and ICO (`/favicon.ico`) for the rest. Drawn
 * here rather than read from a file, so every tenant gets its own without anyone making images.
 */

const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const fallbackPrimary = '#0d3b66';
const fallbackAccent = '#f4a259';

/** The theme's colours as they may be written into SVG: anything but a hex colour is replaced. */
export function iconColors(theme: Pick<TenantTheme, 'primaryColor' | 'accentColor'>): {
  primary: string;
  accent: string;
} {
  return {
    primary: hexColor.test(theme.primaryColor) ? theme.primaryColor.toLowerCase() : fallbackPrimary,
    accent: hexColor.test(theme.accentColor) ? theme.accentColor.toLowerCase() : fallbackAccent,
  };
}

/** The mark on a 48-unit square: corner radius, the roof (a quadrilateral) and the three tiers. */
const cornerRadius = 10;
const roof: readonly (readonly [number, number])[] = [
  [7.2, 12],
  [40.8, 7.2],
  [40.8, 12],
  [7.2, 16.8],
];
const tiers = [
  { y: 20.4, opacity: 1 },
  { y: 28.8, opacity: 0.85 },
  { y: 37.2, opacity: 0.7 },
] as const;
const tier = { x: 8.4, width: 31.2, height: 4.8, radius: 1.2 };

export function iconSvg(theme: Pick<TenantTheme, 'primaryColor' | 'accentColor'>): string {
  const { primary, accent } = iconColors(theme);
  const points = roof.map(([x, y]) => `${x},${y}`).join(' ');
  const rows = tiers
    .map(
      ({ y, opacity }) =>
        `<rect x="${tier.x}" y="${y}" width="${tier.width}" height="${tier.height}" rx="${tier.radius}" fill="#fff"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">` +
    `<rect width="48" height="48" rx="${cornerRadius}" fill="${primary}"/>` +
    `<polygon points="${points}" fill="${accent}"/>${rows}</svg>\n`
  );
}

type Rgba = readonly [number, number, number, number];

function parseHex(color: string): Rgba {
  const digits = color.slice(1);
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const channel = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return [channel(0), channel(1), channel(2), full.length === 8 ? channel(3) / 255 : 1];
}

function insideRoundedRect(
  x: number,
  y: number,
  left: number,
  top: number,
  width: number,
  height: number,
  radius: number,
) {
  if (x < left || y < top || x > left + width || y > top + height) return false;
  const dx = Math.max(left + radius - x, 0, x - (left + width - radius));
  const dy = Math.max(top + radius - y, 0, y - (top + height - radius));
  return dx * dx + dy * dy <= radius * radius;
}

function insidePolygon(x: number, y: number, points: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i] ?? [0, 0];
    const [xj, yj] = points[j] ?? [0, 0];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

interface IconOptions {
  /**
   * Full bleed: the primary colour fills the square to its corners and the mark shrinks into the middle
   * (a maskable icon's safe zone, an Apple touch icon that the system rounds itself).
   */
  fullBleed?: boolean;
}

/** Samples per pixel along each axis: smooth edges at favicon sizes, and cheap at home-screen sizes. */
function samplesFor(size: number): number {
  return size <= 64 ? 4 : 2;
}

/** The icon as RGBA pixels, `size` × `size`, drawn like the SVG. */
export function drawIcon(
  theme: Pick<TenantTheme, 'primaryColor' | 'accentColor'>,
  size: number,
  { fullBleed = false }: IconOptions = {},
): Uint8Array {
  const { primary, accent } = iconColors(theme);
  const [pr, pg, pb, pa] = parseHex(primary);
  const [ar, ag, ab] = parseHex(accent);
  // The mark's scale on the canvas: a maskable icon keeps it within the central 80 % circle.
  const markScale = fullBleed ? 0.72 : 1;
  const offset = (48 * (1 - markScale)) / 2;
  const samples = samplesFor(size);
  const count = samples * samples;
  const pixels = new Uint8Array(size * size * 4);
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      // Sums over the samples, premultiplied by the background's alpha.
      let red = 0;
      let green = 0;
      let blue = 0;
      let covered = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((column + (sx + 0.5) / samples) / size) * 48;
          const y = ((row + (sy + 0.5) / samples) / size) * 48;
          if (!fullBleed && !insideRoundedRect(x, y, 0, 0, 48, 48, cornerRadius)) continue;
          covered++;
          const mx = (x - offset) / markScale;
          const my = (y - offset) / markScale;
          if (insidePolygon(mx, my, roof)) {
            red += ar;
            green += ag;
            blue += ab;
            continue;
          }
          let white = 0;
          for (const { y: top, opacity } of tiers) {
            if (insideRoundedRect(mx, my, tier.x, top, tier.width, tier.height, tier.radius)) white = opacity;
          }
          red += pr + (255 - pr) * white;
          green += pg + (255 - pg) * white;
          blue += pb + (255 - pb) * white;
        }
      }
      const index = (row * size + column) * 4;
      if (covered === 0) continue;
      pixels[index] = Math.round(red / covered);
      pixels[index + 1] = Math.round(green / covered);
      pixels[index + 2] = Math.round(blue / covered);
      pixels[index + 3] = Math.round((covered / count) * pa * 255);
    }
  }
  return pixels;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An 8-bit RGBA PNG of `size` × `size` pixels. */
export function encodePng(pixels: Uint8Array, size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let row = 0; row < size; row++) {
    // Each row starts with its filter type, 0 (none).
    rows.set(pixels.subarray(row * size * 4, (row + 1) * size * 4), row * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO file holding PNG images (each at most 256 px), as every current browser reads it. */
export function encodeIco(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + images.length * 16;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry[0] = size >= 256 ? 0 : size;
    entry[1] = size >= 256 ? 0 : size;
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}
