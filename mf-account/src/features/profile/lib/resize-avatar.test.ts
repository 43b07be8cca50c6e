import { avatarSize, hasTransparency, resizeAvatar, type AvatarContext, type DrawingSurface } from './resize-avatar';

interface FakeOptions {
  width: number;
  height: number;
  /** The alpha value of every pixel the fake canvas reads back. */
  alpha?: number;
  /** What toBlob hands back; null is an encoder failure. */
  encodes?: boolean;
}

/** A minimal stand-in for createImageBitmap and a canvas (jsdom has neither), recording what is asked of it. */
function fakeSurface({ width, height, alpha = 255, encodes = true }: FakeOptions) {
  const source = document.createElement('img');
  const record = {
    canvases: [] as [number, number][],
    drawn: [] as unknown[][],
    encoded: [] as { type: string | undefined; quality: number | undefined }[],
    released: 0,
  };
  const surface: DrawingSurface = {
    decode: async () => ({ source, width, height, release: () => (record.released += 1) }),
    createCanvas(canvasWidth, canvasHeight) {
      record.canvases.push([canvasWidth, canvasHeight]);
      const context: AvatarContext = {
        imageSmoothingQuality: 'low',
        drawImage: (...args) => void record.drawn.push(args),
        getImageData: (_x, _y, w, h) => ({ data: new Uint8ClampedArray(w * h * 4).fill(alpha) }),
      };
      return {
        getContext: () => context,
        toBlob: (callback, type, quality) => {
          record.encoded.push({ type, quality });
          callback(encodes ? new Blob(['resized'], { type }) : null);
        },
      };
    },
  };
  return { surface, source, record };
}

test('[ACC-13] avatars are drawn exactly 512 wide, keeping the aspect ratio (smaller pictures are scaled up)', () => {
  expect(avatarSize(2048, 1536)).toEqual({ width: 512, height: 384 });
  expect(avatarSize(1024, 1024)).toEqual({ width: 512, height: 512 });
  expect(avatarSize(300, 600)).toEqual({ width: 512, height: 1024 });
  expect(avatarSize(100, 33)).toEqual({ width: 512, height: 169 });
  expect(avatarSize(5000, 1)).toEqual({ width: 512, height: 1 });
  expect(() => avatarSize(0, 100)).toThrow();
});

test('[ACC-13] a photo is drawn on a 512-wide canvas and encoded as JPEG at quality 0.9', async () => {
  const { surface, source, record } = fakeSurface({ width: 2048, height: 1536 });
  const resized = await resizeAvatar(new File(['photo'], 'me.jpg', { type: 'image/jpeg' }), surface);

  expect(record.canvases).toEqual([[512, 384]]);
  expect(record.drawn).toEqual([[source, 0, 0, 512, 384]]);
  expect(record.encoded).toEqual([{ type: 'image/jpeg', quality: 0.9 }]);
  expect(resized).toMatchObject({ fileName: 'avatar.jpg', width: 512, height: 384 });
  expect(resized.blob.type).toBe('image/jpeg');
  expect(await resized.blob.text()).toBe('resized');
  expect(record.released).toBe(1);
});

test('[ACC-13] a transparent PNG stays PNG; an opaque one becomes JPEG', async () => {
  const transparent = fakeSurface({ width: 256, height: 256, alpha: 0 });
  const kept = await resizeAvatar(new File(['logo'], 'logo.png', { type: 'image/png' }), transparent.surface);
  expect(transparent.record.encoded).toEqual([{ type: 'image/png', quality: undefined }]);
  expect(kept).toMatchObject({ fileName: 'avatar.png', width: 512, height: 512 });

  const opaque = fakeSurface({ width: 256, height: 128, alpha: 255 });
  const flattened = await resizeAvatar(new File(['shot'], 'shot.png', { type: 'image/png' }), opaque.surface);
  expect(opaque.record.encoded).toEqual([{ type: 'image/jpeg', quality: 0.9 }]);
  expect(flattened).toMatchObject({ fileName: 'avatar.jpg', width: 512, height: 256 });
});

test('[ACC-13] a failed encoding rejects and still frees the decoded picture', async () => {
  const { surface, record } = fakeSurface({ width: 800, height: 600, encodes: false });
  await expect(resizeAvatar(new File(['photo'], 'me.jpg', { type: 'image/jpeg' }), surface)).rejects.toThrow(
    'could not be encoded',
  );
  expect(record.released).toBe(1);
});

test('[ACC-13] transparency means any pixel with alpha below 255', () => {
  expect(hasTransparency(new Uint8ClampedArray([0, 0, 0, 255, 9, 9, 9, 255]))).toBe(false);
  expect(hasTransparency(new Uint8ClampedArray([0, 0, 0, 255, 9, 9, 9, 254]))).toBe(true);
  expect(hasTransparency(new Uint8ClampedArray([]))).toBe(false);
});
