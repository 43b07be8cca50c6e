import { createHash } from 'node:crypto';
import type { PictureCrop, PictureCrops } from './schema';

/**
 * The boxes the site shows pictures in (mf-content's CSS): 3:2 for the article lead, the article page's
 * image, the cards of the home page and the lists, photo reports and club news; 4:3 for collection items.
 * A ratio's key is what the URLs and the `crops` field use.
 */
export const pictureRatioKeys = ['3x2', '4x3'] as const;

export type PictureRatio = (typeof pictureRatioKeys)[number];

const pictureRatios: Record<PictureRatio, { width: number; height: number }> = {
  '3x2': { width: 3, height: 2 },
  '4x3': { width: 4, height: 3 },
};

export function isPictureRatio(value: string): value is PictureRatio {
  return pictureRatioKeys.some((key) => key === value);
}

/** Width over height of a ratio (1.5 for 3x2). */
export function ratioValue(ratio: PictureRatio): number {
  const { width, height } = pictureRatios[ratio];
  return width / height;
}

/** Widths of the variants (px); a crop narrower than one of them does not get it (never enlarged). */
const variantWidths = [320, 640, 960, 1280, 1920] as const;

/** The width of a ratio's `src`, the fallback for a browser that takes no `srcset`. */
const defaultSrcWidth = 960;

export const variantFormats = ['webp', 'jpg'] as const;
export type VariantFormat = (typeof variantFormats)[number];

/**
 * Part of every version: a change to how variants are made (quality, sharpening) raises it, so URLs
 * cached for a year with the old bytes are never answered with the new ones.
 */
const renderRevision = 1;

/** A ratio's crop in pixels of the oriented original. */
export interface CropRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** What a picture's variants are made from: its oriented size, its bytes' hash and the editor's crops. */
interface PictureSource {
  id: number;
  width: number;
  height: number;
  sha256: string;
  crops: PictureCrops;
}

/** Rounding of stored fractions: finer than a pixel of the largest picture, and a stable hash input. */
export function roundFraction(value: number): number {
  return Math.round(value * 1_000_000) / 1_000_000;
}

/**
 * The pixels a ratio shows: the editor's rectangle, or else the largest box of the ratio around the
 * centre. Rounded to whole pixels and kept inside the picture.
 */
export function cropRect(picture: Pick<PictureSource, 'width' | 'height' | 'crops'>, ratio: PictureRatio): CropRect {
  const { width: w, height: h } = picture;
  const chosen = picture.crops[ratio];
  if (chosen !== undefined) {
    const left = Math.min(w - 1, Math.round(chosen.x * w));
    const top = Math.min(h - 1, Math.round(chosen.y * h));
    return {
      left,
      top,
      width: Math.max(1, Math.min(w - left, Math.round(chosen.width * w))),
      height: Math.max(1, Math.min(h - top, Math.round(chosen.height * h))),
    };
  }
  const { width: rw, height: rh } = pictureRatios[ratio];
  const width = Math.max(1, Math.min(w, Math.round((h * rw) / rh)));
  const height = Math.max(1, Math.min(h, Math.round((w * rh) / rw)));
  return { left: Math.floor((w - width) / 2), top: Math.floor((h - height) / 2), width, height };
}

/** The rectangle as fractions of the picture (what the editor's crop tool shows). */
export function cropFractions(picture: Pick<PictureSource, 'width' | 'height'>, rect: CropRect): PictureCrop {
  return {
    x: roundFraction(rect.left / picture.width),
    y: roundFraction(rect.top / picture.height),
    width: roundFraction(rect.width / picture.width),
    height: roundFraction(rect.height / picture.height),
  };
}

/** The widths a ratio is served in: the list's, up to the crop's own width; a narrower crop only at its own. */
function widthsFor(rect: CropRect): number[] {
  const widths = variantWidths.filter((width) => width <= rect.width);
  return widths.length > 0 ? widths : [rect.width];
}

/** The height of a variant of `width` px: the ratio's, not the crop's (which may be a pixel off). */
export function variantHeight(ratio: PictureRatio, width: number): number {
  const { width: rw, height: rh } = pictureRatios[ratio];
  return Math.max(1, Math.round((width * rh) / rw));
}

/**
 * The version in a ratio's URLs: a hash of the original's bytes, the crop in pixels and the render
 * revision. A new crop (or a new way of rendering) is a new URL, so every URL's bytes never change and
 * can be cached as immutable; a ratio whose crop stayed keeps its URLs (and its cached copies).
 */
function variantVersion(picture: Pick<PictureSource, 'sha256'>, ratio: PictureRatio, rect: CropRect): string {
  return createHash('sha256')
    .update(`${renderRevision}|${picture.sha256}|${ratio}|${rect.left},${rect.top},${rect.width},${rect.height}`)
    .digest('base64url')
    .slice(0, 12);
}

/**
 * The whole picture's key in variant URLs: upright and uncropped, what the newsroom's crop tool shows
 * a picture in (a crop is chosen on the whole, not on another crop).
 */
export const wholePictureKey = 'whole';

/** The whole picture's one width: enough for a crop tool in a dialog, never more than the original's. */
const wholePictureWidth = 1280;

export function variantPath(
  pictureId: number,
  version: string,
  ratio: PictureRatio | typeof wholePictureKey,
  width: number,
  format: VariantFormat,
): string {
  return `/media/pictures/${pictureId}/${version}/${ratio}-${width}.${format}`;
}

/** What a page needs to show one ratio of a picture. */
interface RatioSources {
  version: string;
  rect: CropRect;
  widths: number[];
  srcWidth: number;
}

export function ratioSources(picture: PictureSource, ratio: PictureRatio): RatioSources {
  const rect = cropRect(picture, ratio);
  const widths = widthsFor(rect);
  const srcWidth = widths.includes(defaultSrcWidth) ? defaultSrcWidth : (widths[widths.length - 1] ?? rect.width);
  return { version: variantVersion(picture, ratio, rect), rect, widths, srcWidth };
}

/** The whole picture as one variant: its version (the original's hash alone), its box and its one width. */
export function wholePictureSources(picture: Pick<PictureSource, 'width' | 'height' | 'sha256'>) {
  const width = Math.min(wholePictureWidth, picture.width);
  return {
    version: createHash('sha256')
      .update(`${renderRevision}|${picture.sha256}|${wholePictureKey}`)
      .digest('base64url')
      .slice(0, 12),
    rect: { left: 0, top: 0, width: picture.width, height: picture.height },
    width,
    height: Math.max(1, Math.round((width * picture.height) / picture.width)),
  };
}
