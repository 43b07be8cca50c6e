import sharp from 'sharp';

/** The spec's avatar width (ACC-13); the browser resizes to it too, but the server cannot count on that. */
const avatarWidth = 512;
/**
 * Avatars are resized to 512 px wide by the browser first; 2 MB leaves room for any honest upload. It is
 * also the multipart stream's limit on the upload routes, so a bigger file is never read into memory.
 * The newsroom's pictures (issue 33) share it.
 */
export const maxAvatarBytes = 2 * 1024 * 1024;
/** Larger sides are refused from the header alone, before a pixel is decoded (a 30000² PNG is a few kB). */
export const maxAvatarSide = 4096;
/** Every avatar is stored, and served, in this one format. */
const avatarContentType = 'image/webp';

type AvatarImage =
  | { ok: true; contentType: typeof avatarContentType; bytes: Buffer }
  | { ok: false; problem: 'notAnImage' | 'tooManyPixels' };

/**
 * Re-encodes an upload to a WebP at most {@link avatarWidth} px wide (aspect kept, never enlarged).
 * Re-encoding also drops EXIF and other metadata (a phone's GPS position), and means the stored bytes
 * are ones we wrote, not whatever a crafted file carried. A file sharp cannot decode (a renamed text
 * file, a cut-off PNG) is the uploader's mistake, never a 500.
 */
export async function toAvatarImage(upload: Buffer): Promise<AvatarImage> {
  try {
    // The header only: no pixel is decoded here. Without the pixel limit, so that a huge image is told
    // apart from a broken one (sharp refuses both with the same kind of error).
    const { width, height } = await sharp(upload, { limitInputPixels: false }).metadata();
    if (width > maxAvatarSide || height > maxAvatarSide) return { ok: false, problem: 'tooManyPixels' };
    // limitInputPixels again for the decode: libvips itself refuses a bigger image, should a format's
    // header ever disagree with its data.
    const bytes = await sharp(upload, { limitInputPixels: maxAvatarSide * maxAvatarSide, failOn: 'truncated' })
      // Applies the EXIF orientation to the pixels before the metadata carrying it is dropped.
      .autoOrient()
      .resize({ width: avatarWidth, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, contentType: avatarContentType, bytes };
  } catch {
    return { ok: false, problem: 'notAnImage' };
  }
}
