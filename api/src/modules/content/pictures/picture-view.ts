import { z } from 'zod';
import {
  cropFractions,
  type PictureRatio,
  ratioSources,
  variantHeight,
  variantPath,
  type VariantFormat,
  wholePictureKey,
  wholePictureSources,
} from './picture-crops';
import type { Picture } from './pictures-repository';

const cropSchema = z.object({
  x: z.number().describe('Left edge, a fraction of the width (0..1)'),
  y: z.number().describe('Top edge, a fraction of the height (0..1)'),
  width: z.number().describe('A fraction of the width'),
  height: z.number().describe('A fraction of the height'),
});

const ratioSchema = z.object({
  src: z.string().describe('The 960 px JPEG (the widest one when the crop is narrower)'),
  width: z.number().int().describe("The src's width in pixels"),
  height: z.number().int().describe("The src's height in pixels"),
  srcset_webp: z.string().describe('"<url> 320w, <url> 640w, …" in WebP'),
  srcset_jpeg: z.string().describe('The same widths in JPEG'),
  crop: cropSchema.describe('The part of the picture shown, as fractions of it'),
  crop_chosen: z.boolean().describe("Whether an editor chose the crop (false: the centre's)"),
});

/** The Picture of docs/contracts.md "Newsroom pictures" (issue 33). */
export const pictureSchema = z
  .object({
    id: z.number().int(),
    alt: z.string(),
    width: z.number().int().describe("The original's width, upright (EXIF rotation applied)"),
    height: z.number().int(),
    content_type: z.enum(['image/jpeg', 'image/png', 'image/webp']).describe("The original's type"),
    byte_size: z.number().int().describe("The original's size in bytes"),
    ratios: z
      .object({ '3x2': ratioSchema, '4x3': ratioSchema })
      .describe('3x2: article leads, cards and lists; 4x3: collection items'),
    whole: z
      .object({ src: z.string(), width: z.number().int(), height: z.number().int() })
      .describe('The whole picture, upright and uncropped, as a JPEG at most 1280 px wide: what crops are chosen on'),
    uploaded_by: z.number().int().nullable().describe('The user id of the uploader'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Picture' });

type PictureView = z.infer<typeof pictureSchema>;

function srcset(picture: Picture, ratio: PictureRatio, format: VariantFormat, version: string, widths: number[]) {
  return widths.map((width) => `${variantPath(picture.id, version, ratio, width, format)} ${width}w`).join(', ');
}

function ratioView(picture: Picture, ratio: PictureRatio): PictureView['ratios'][PictureRatio] {
  const { version, rect, widths, srcWidth } = ratioSources(picture, ratio);
  return {
    src: variantPath(picture.id, version, ratio, srcWidth, 'jpg'),
    width: srcWidth,
    height: variantHeight(ratio, srcWidth),
    srcset_webp: srcset(picture, ratio, 'webp', version, widths),
    srcset_jpeg: srcset(picture, ratio, 'jpg', version, widths),
    crop: cropFractions(picture, rect),
    crop_chosen: picture.crops[ratio] !== undefined,
  };
}

function wholeView(picture: Picture): PictureView['whole'] {
  const { version, width, height } = wholePictureSources(picture);
  return { src: variantPath(picture.id, version, wholePictureKey, width, 'jpg'), width, height };
}

function contentTypeOf(value: string): PictureView['content_type'] {
  return value === 'image/png' || value === 'image/webp' ? value : 'image/jpeg';
}

export function toPicture(picture: Picture): PictureView {
  return {
    id: picture.id,
    alt: picture.alt,
    width: picture.width,
    height: picture.height,
    content_type: contentTypeOf(picture.contentType),
    byte_size: picture.byteSize,
    ratios: { '3x2': ratioView(picture, '3x2'), '4x3': ratioView(picture, '4x3') },
    whole: wholeView(picture),
    uploaded_by: picture.uploadedBy,
    created_at: picture.createdAt.toISOString(),
    updated_at: picture.updatedAt.toISOString(),
  };
}
