import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { multipart } from '../../../account-helpers';
import { apiRequest, hosts } from '../../../helper';

/** The Picture of the newsroom's picture routes (issue 33). */
export interface PictureRatioView {
  src: string;
  width: number;
  height: number;
  srcset_webp: string;
  srcset_jpeg: string;
  crop: { x: number; y: number; width: number; height: number };
  crop_chosen: boolean;
}

export interface Picture {
  id: number;
  alt: string;
  width: number;
  height: number;
  content_type: string;
  byte_size: number;
  ratios: { '3x2': PictureRatioView; '4x3': PictureRatioView };
  whole: { src: string; width: number; height: number };
  uploaded_by: number | null;
  created_at: string;
  updated_at: string;
}

/**
 * A JPEG whose left half is red and right half blue (2000 × 1000 unless told), so a crop can be told
 * apart by the colour in the middle of a variant.
 */
export async function twoColourJpeg(width = 2000, height = 1000): Promise<Buffer> {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([
      {
        input: { create: { width: half, height, channels: 3, background: '#ff0000' } },
        left: 0,
        top: 0,
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

export function uploadPicture(
  app: FastifyInstance,
  token: string | undefined,
  fields: Record<string, string | { filename: string; contentType: string; data: Buffer }>,
  options: { tenant?: string; language?: 'en' | 'nl' } = {},
): Promise<LightMyRequestResponse> {
  const form = multipart(fields);
  return apiRequest(app, {
    method: 'POST',
    url: '/api/v2/editor/pictures',
    token,
    tenant: options.tenant,
    language: options.language,
    headers: form.headers,
    payload: form.payload,
  });
}

/** Uploads a picture that must succeed and answers its Picture. */
export async function uploaded(
  app: FastifyInstance,
  token: string,
  data: Buffer,
  fields: Record<string, string> = {},
  tenant = 'tribune',
): Promise<Picture> {
  const response = await uploadPicture(
    app,
    token,
    { file: { filename: 'photo.jpg', contentType: 'image/jpeg', data }, alt: 'Players celebrate a goal', ...fields },
    { tenant },
  );
  if (response.statusCode !== 201) throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return response.json<{ data: Picture }>().data;
}

/** What an <img> sends: no API headers; the tenant is the host. */
export function fetchImage(app: FastifyInstance, path: string, host: string = hosts.tribune) {
  return app.inject({ method: 'GET', url: path, headers: { host } });
}

/** The URLs of a srcset, by width. */
export function srcsetUrls(srcset: string): Map<number, string> {
  return new Map(
    srcset.split(', ').map((entry) => {
      const [url = '', descriptor = ''] = entry.split(' ');
      return [Number(descriptor.replace(/w$/, '')), url];
    }),
  );
}

/** The colour of the middle pixel of an image, as [r, g, b]. */
export async function middleColour(image: Buffer): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const offset = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[offset] ?? -1, data[offset + 1] ?? -1, data[offset + 2] ?? -1];
}

export function isRed([r, g, b]: number[]): boolean {
  return (r ?? 0) > 200 && (g ?? 255) < 60 && (b ?? 255) < 60;
}

export function isBlue([r, g, b]: number[]): boolean {
  return (b ?? 0) > 200 && (g ?? 255) < 60 && (r ?? 255) < 60;
}
