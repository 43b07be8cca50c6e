/**
 * ACC-13: avatars are resized in the browser before upload (spec 001: "Avatar resize width 512").
 *
 * Every avatar comes out exactly 512 wide, smaller pictures included: the spec names one width, the
 * server and every view can rely on it, and an upscaled picture still looks fine at the sizes avatars
 * are shown (30 to 96 px). The height keeps the aspect ratio. Pictures that are transparent stay PNG
 * (JPEG would turn the transparent parts black); everything else becomes JPEG at quality 0.9.
 */
const avatarWidth = 512;
const avatarJpegQuality = 0.9;

/** The size a picture of this size is drawn at: `targetWidth` wide, same aspect ratio, at least 1 px high. */
export function avatarSize(
  width: number,
  height: number,
  targetWidth: number = avatarWidth,
): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) throw new Error(`Cannot resize an image of ${width}×${height}`);
  return { width: targetWidth, height: Math.max(1, Math.round((height * targetWidth) / width)) };
}

/** A decoded picture; `release` frees what decoding held (an ImageBitmap, an object URL). */
export interface DecodedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

/** The part of a 2D context resizing uses. */
export interface AvatarContext {
  imageSmoothingQuality: ImageSmoothingQuality;
  drawImage(image: CanvasImageSource, dx: number, dy: number, dw: number, dh: number): void;
  getImageData(sx: number, sy: number, sw: number, sh: number): { data: Uint8ClampedArray };
}

/** The part of a canvas resizing uses. */
export interface AvatarCanvas {
  getContext(contextId: '2d'): AvatarContext | null;
  toBlob(callback: (blob: Blob | null) => void, type?: string, quality?: number): void;
}

/** Where pictures are decoded and drawn: the browser's, or a fake in tests (jsdom has no canvas). */
export interface DrawingSurface {
  decode(file: Blob): Promise<DecodedImage>;
  createCanvas(width: number, height: number): AvatarCanvas;
}

const browserSurface: DrawingSurface = {
  async decode(file) {
    if (typeof createImageBitmap === 'function') {
      const bitmap = await createImageBitmap(file);
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    }
    // Browsers without createImageBitmap decode through an <img> on an object URL instead.
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.src = url;
    try {
      await image.decode();
    } catch (error) {
      URL.revokeObjectURL(url);
      throw error;
    }
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      release: () => URL.revokeObjectURL(url),
    };
  },
  createCanvas(width, height) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    return canvas;
  },
};

export interface ResizedAvatar {
  blob: Blob;
  fileName: string;
  width: number;
  height: number;
}

/** Types that can carry transparency; JPEG cannot, so its pixels are not even looked at. */
const typesWithAlpha = new Set(['image/png', 'image/webp', 'image/gif']);

/** Whether any pixel of RGBA data is not fully opaque. */
export function hasTransparency(rgba: Uint8ClampedArray): boolean {
  for (let alpha = 3; alpha < rgba.length; alpha += 4) {
    if ((rgba[alpha] ?? 255) < 255) return true;
  }
  return false;
}

/** Decodes the chosen file, draws it 512 wide and encodes it again. Rejects when it is no readable image. */
export async function resizeAvatar(file: Blob, surface: DrawingSurface = browserSurface): Promise<ResizedAvatar> {
  const decoded = await surface.decode(file);
  try {
    const size = avatarSize(decoded.width, decoded.height);
    const canvas = surface.createCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw images');
    context.imageSmoothingQuality = 'high';
    context.drawImage(decoded.source, 0, 0, size.width, size.height);
    const transparent =
      typesWithAlpha.has(file.type) && hasTransparency(context.getImageData(0, 0, size.width, size.height).data);
    const blob = transparent
      ? await encode(canvas, 'image/png')
      : await encode(canvas, 'image/jpeg', avatarJpegQuality);
    return { blob, fileName: transparent ? 'avatar.png' : 'avatar.jpg', ...size };
  } finally {
    decoded.release();
  }
}

function encode(canvas: AvatarCanvas, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The resized image could not be encoded'))),
      type,
      quality,
    );
  });
}
