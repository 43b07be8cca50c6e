import type { PictureCrop, PictureRatio } from '../../api/update-picture';

/** Width over height of each ratio the API cuts. */
const ratioValues: Record<PictureRatio, number> = { '3x2': 3 / 2, '4x3': 4 / 3 };

/** The closest the crop tool zooms in: a quarter of the largest box. */
export const maxZoom = 4;

/**
 * Where the crop frame sits, as the crop tool's sliders say it: `zoom` 1 (the largest frame of the
 * ratio) to `maxZoom`; `x` and `y` from 0 (left, top) to 1 (right, bottom) of the room the frame has.
 */
export interface CropPlacement {
  zoom: number;
  x: number;
  y: number;
}

interface PictureSize {
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Down to the API's precision (a millionth), never up: a frame must not overshoot the picture's edge. */
const floorFraction = (value: number) => Math.floor(value * 1_000_000) / 1_000_000;

/** The largest frame of the ratio, in pixels. */
function fullFrameWidth(size: PictureSize, ratio: PictureRatio): number {
  return Math.min(size.width, size.height * ratioValues[ratio]);
}

/** The crop the API takes (fractions of the picture) for a placement of the frame. */
export function cropOf(size: PictureSize, ratio: PictureRatio, placement: CropPlacement): PictureCrop {
  const frameWidth = fullFrameWidth(size, ratio) / clamp(placement.zoom, 1, maxZoom);
  const frameHeight = frameWidth / ratioValues[ratio];
  const width = Math.min(1, frameWidth / size.width);
  const height = Math.min(1, frameHeight / size.height);
  return {
    x: floorFraction(clamp(placement.x, 0, 1) * (1 - width)),
    y: floorFraction(clamp(placement.y, 0, 1) * (1 - height)),
    width: floorFraction(width),
    height: floorFraction(height),
  };
}

/** The sliders' placement of a crop the API sent (the centre crop: zoom 1, in the middle). */
export function placementOf(size: PictureSize, ratio: PictureRatio, crop: PictureCrop): CropPlacement {
  const frameWidth = crop.width * size.width;
  const zoom = frameWidth > 0 ? clamp(fullFrameWidth(size, ratio) / frameWidth, 1, maxZoom) : 1;
  const along = (start: number, length: number) => (length >= 1 - 1e-6 ? 0.5 : clamp(start / (1 - length), 0, 1));
  return { zoom, x: along(crop.x, crop.width), y: along(crop.y, crop.height) };
}

/** Whether two placements differ by more than a slider's step. */
export function samePlacement(a: CropPlacement, b: CropPlacement): boolean {
  return Math.abs(a.zoom - b.zoom) < 0.005 && Math.abs(a.x - b.x) < 0.005 && Math.abs(a.y - b.y) < 0.005;
}

/** The frame's room: whether it can move left–right and up–down at this zoom. */
export function roomOf(size: PictureSize, ratio: PictureRatio, zoom: number) {
  const crop = cropOf(size, ratio, { zoom, x: 0, y: 0 });
  return { horizontal: crop.width < 1 - 1e-6, vertical: crop.height < 1 - 1e-6 };
}
