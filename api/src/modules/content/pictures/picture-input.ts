import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { createFieldErrors } from '../../../lib/field-errors';
import { isPictureRatio, type PictureRatio, pictureRatioKeys, ratioValue, roundFraction } from './picture-crops';
import type { PictureCrop } from './schema';

type Problems = ReturnType<typeof createFieldErrors>;
type Translate = FastifyRequest['t'];

/** Long enough for a real description, short enough for a screen reader to read out. */
export const maxAltLength = 300;

/** The alt text, trimmed; every picture needs one (WCAG 1.1.1). */
export function checkAlt(value: unknown, problems: Problems, t: Translate): string | undefined {
  const alt = typeof value === 'string' ? value.trim() : '';
  if (alt === '') problems.add('alt', t('pictures.altRequired'));
  else if (alt.length > maxAltLength) problems.add('alt', t('pictures.altTooLong', { max: maxAltLength }));
  else return alt;
  return undefined;
}

const cropShape = z.strictObject({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  width: z.number().gt(0).max(1),
  height: z.number().gt(0).max(1),
});

/** Fractions from a crop tool's arithmetic may overshoot 1 by a rounding error. */
const edgeSlack = 1e-6;

/** How the ratio is written to a person: 3:2. */
function ratioLabel(ratio: PictureRatio): string {
  return ratio.replace('x', ':');
}

function checkCrop(
  ratio: PictureRatio,
  value: unknown,
  picture: { width: number; height: number } | undefined,
  problems: Problems,
  t: Translate,
): PictureCrop | undefined {
  const field = `crops.${ratio}`;
  const parsed = cropShape.safeParse(value);
  if (
    !parsed.success ||
    parsed.data.x + parsed.data.width > 1 + edgeSlack ||
    parsed.data.y + parsed.data.height > 1 + edgeSlack
  ) {
    problems.add(field, t('pictures.cropShape'));
    return undefined;
  }
  const crop = parsed.data;
  // Without a readable picture (an upload refused for its file) only the crop's form can be checked.
  if (picture === undefined) return undefined;
  const pixelWidth = Math.round(crop.width * picture.width);
  const pixelHeight = Math.round(crop.height * picture.height);
  if (pixelWidth < 1 || pixelHeight < 1) {
    problems.add(field, t('pictures.cropTooSmall', { ratio: ratioLabel(ratio) }));
    return undefined;
  }
  // The crop tool's box is the ratio's up to rounding: a pixel, or 1 % of a large crop.
  const expectedWidth = pixelHeight * ratioValue(ratio);
  if (Math.abs(pixelWidth - expectedWidth) > Math.max(1, 0.01 * expectedWidth)) {
    problems.add(field, t('pictures.cropRatio', { ratio: ratioLabel(ratio) }));
    return undefined;
  }
  return {
    x: roundFraction(crop.x),
    y: roundFraction(crop.y),
    width: roundFraction(Math.min(crop.width, 1 - crop.x)),
    height: roundFraction(Math.min(crop.height, 1 - crop.y)),
  };
}

/** A ratio's new crop, or null: back to the centre crop. */
type CropChanges = Partial<Record<PictureRatio, PictureCrop | null>>;

/**
 * The `crops` field: an object with a crop per ratio key (`{"3x2": {"x": 0.1, "y": 0, "width": 0.8,
 * "height": 0.8}}`), as JSON text in a multipart form or as an object in a JSON body. A ratio left out
 * is left as it is; null sets it back to the centre crop. Problems are reported per ratio
 * (`crops.3x2`), or under `crops` when the field is not such an object at all.
 */
export function checkCrops(
  value: unknown,
  picture: { width: number; height: number } | undefined,
  problems: Problems,
  t: Translate,
): CropChanges {
  if (value === undefined) return {};
  let input: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return {};
    try {
      input = JSON.parse(value);
    } catch {
      problems.add('crops', t('pictures.cropsJson'));
      return {};
    }
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    problems.add('crops', t('pictures.cropsJson'));
    return {};
  }
  const changes: CropChanges = {};
  for (const [key, crop] of Object.entries(input)) {
    if (!isPictureRatio(key)) {
      // The key is the client's own text: enough of it to recognise.
      const shown = key.slice(0, 40);
      problems.add(`crops.${shown}`, t('pictures.unknownRatio', { ratio: shown, ratios: pictureRatioKeys.join(', ') }));
      continue;
    }
    if (crop === null) {
      changes[key] = null;
      continue;
    }
    const checked = checkCrop(key, crop, picture, problems, t);
    if (checked !== undefined) changes[key] = checked;
  }
  return changes;
}
