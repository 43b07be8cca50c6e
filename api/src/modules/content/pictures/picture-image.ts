import sharp from 'sharp';
import { maxAvatarSide } from '../../accounts/profile/avatar-image';
import { sniffImageType } from '../../accounts/profile/image-type';
import type { CropRect, VariantFormat } from './picture-crops';

/** The picture formats taken (issue 33); a GIF, which avatars take, is not a newsroom picture. */
type PictureContentType = 'image/jpeg' | 'image/png' | 'image/webp';

type UploadedPicture =
  | { ok: true; contentType: PictureContentType; width: number; height: number }
  | { ok: false; problem: 'notAPicture' | 'tooManyPixels' | 'broken' };

/**
 * Checks an upload by its bytes, with the avatars' limits (`maxAvatarSide`): the type by its magic bytes
 * (never the name or declared type), the size from the header alone before a pixel is decoded, then a
 * full decode, so a cut-off or corrupt file is refused now rather than failing at its first variant.
 * Width and height are the oriented ones (a portrait photo with EXIF rotation is taller than wide),
 * which the crops refer to.
 */
export async function checkUploadedPicture(bytes: Buffer): Promise<UploadedPicture> {
  const contentType = sniffImageType(bytes);
  if (contentType === undefined || contentType === 'image/gif') return { ok: false, problem: 'notAPicture' };
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (metadata.width > maxAvatarSide || metadata.height > maxAvatarSide) {
      return { ok: false, problem: 'tooManyPixels' };
    }
    await sharp(bytes, { limitInputPixels: maxAvatarSide * maxAvatarSide, failOn: 'truncated' }).stats();
    return { ok: true, contentType, width: metadata.autoOrient.width, height: metadata.autoOrient.height };
  } catch {
    return { ok: false, problem: 'broken' };
  }
}

export const variantContentTypes: Record<VariantFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/**
 * One variant: the original turned upright, cut to the ratio's rectangle and scaled to `width` ×
 * `height` (the ratio's exact box; a crop a pixel off the ratio is trimmed by `cover`). Re-encoding drops
 * EXIF and other metadata (a phone's GPS position) that the stored original still carries.
 */
export async function renderVariant(
  original: Buffer,
  rect: CropRect,
  size: { width: number; height: number },
  format: VariantFormat,
): Promise<Buffer> {
  const image = sharp(original, { limitInputPixels: maxAvatarSide * maxAvatarSide })
    .autoOrient()
    .extract(rect)
    .resize({ width: size.width, height: size.height, fit: 'cover', position: 'centre' });
  return format === 'webp'
    ? image.webp({ quality: 80 }).toBuffer()
    : // A JPEG has no alpha: a transparent PNG's background becomes white, not black.
      image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true, progressive: true }).toBuffer();
}
