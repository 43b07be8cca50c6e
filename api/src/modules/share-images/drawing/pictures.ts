import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Rasterizer } from './rasterize';

/** A picture ready to be placed in a card: a data: URI of PNG, JPEG or GIF bytes, which resvg draws itself. */
export interface EmbeddedPicture {
  href: string;
}

/** What reading and drawing a picture needs; `warn` hears of a picture that exists but could not be drawn. */
export interface PictureContext {
  rasterizer: Rasterizer;
  assetsDir: string;
  warn: (error: unknown, sitePath: string) => void;
}

/** A box in card pixels, and whether the picture fills it (cropping) or fits inside it (whole). */
export interface PictureBox {
  width: number;
  height: number;
  fit: 'cover' | 'contain';
}

/** Larger lead images are not read: the demo's are a few kilobytes, an editor's photo a few hundred. */
const maxPictureBytes = 8 * 1024 * 1024;

const rasterTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

/**
 * The file behind a path of this site under `/assets/` (demo pictures, crests, tenant logos), or
 * undefined: another site's address is never fetched (a share image must not make the API a proxy that
 * requests any address an editor or a data provider wrote), and nothing outside the assets folder is
 * read, whatever `..` or encoded slashes the path holds.
 */
export function assetFileOf(assetsDir: string, sitePath: string): string | undefined {
  if (!sitePath.startsWith('/assets/')) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(sitePath.slice('/assets/'.length).split(/[?#]/, 1)[0] ?? '');
  } catch {
    return undefined;
  }
  // A backslash is a separator on Windows and a NUL ends a C string: neither belongs in an asset's name.
  if (relative.includes('\\') || relative.includes('\0')) return undefined;
  const root = path.resolve(assetsDir);
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : undefined;
}

/** The pixel size at which an SVG of `intrinsic` size fills or fits `box`: one side exactly, the other over or under. */
function scaledFor(
  intrinsic: { width: number; height: number },
  box: PictureBox,
): { width: number } | { height: number } {
  const wider = intrinsic.width / intrinsic.height > box.width / box.height;
  // Filling a box, a wider picture is cut at its sides: it takes the box's height; fitting, the width.
  return wider === (box.fit === 'cover') ? { height: box.height } : { width: box.width };
}

/** The width and height an SVG declares (its viewBox, else its width and height attributes). */
function svgSize(svg: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (root === undefined) return undefined;
  const viewBox = /\bviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(root);
  const width = Number(viewBox?.[1] ?? /\bwidth\s*=\s*["']\s*([\d.]+)(?:px)?\s*["']/i.exec(root)?.[1]);
  const height = Number(viewBox?.[2] ?? /\bheight\s*=\s*["']\s*([\d.]+)(?:px)?\s*["']/i.exec(root)?.[1]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/**
 * A site picture made ready for a card, or undefined when there is none to draw (another site's, missing,
 * too large, or not an image resvg reads). An SVG is drawn to PNG first, at the size the card shows it:
 * resvg would draw an SVG nested in an <image> without fonts, losing a crest's letters.
 */
export async function embedPicture(
  { rasterizer, assetsDir, warn }: PictureContext,
  sitePath: string,
  box: PictureBox,
): Promise<EmbeddedPicture | undefined> {
  const file = assetFileOf(assetsDir, sitePath);
  if (file === undefined) return undefined;
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size > maxPictureBytes) return undefined;
    const extension = path.extname(file).toLowerCase();
    if (extension === '.svg') {
      const svg = await readFile(file, 'utf8');
      const size = svgSize(svg);
      if (size === undefined) return undefined;
      const png = await rasterizer.toPng(svg, scaledFor(size, box));
      return { href: `data:image/png;base64,${png.toString('base64')}` };
    }
    const type = rasterTypes[extension];
    if (type === undefined) return undefined;
    const bytes = await readFile(file);
    return { href: `data:${type};base64,${bytes.toString('base64')}` };
  } catch (error) {
    // A picture that cannot be read or drawn leaves the card without it; the card itself still draws.
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) warn(error, sitePath);
    return undefined;
  }
}
