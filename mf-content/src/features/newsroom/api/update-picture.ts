import type { ApiClient } from '@tribune/shared';
import type { NewsroomPicture } from './list-pictures';

/** The ratios a picture is cut to (3x2: article leads, cards, lists; 4x3: collection items). */
export type PictureRatio = keyof NewsroomPicture['ratios'];

/** A crop as fractions of the picture (its upright size). */
export type PictureCrop = NewsroomPicture['ratios'][PictureRatio]['crop'];

/** What changes; a field or ratio left out stays as it is. */
export interface PictureChanges {
  alt?: string;
  crops?: Partial<Record<PictureRatio, PictureCrop>>;
}

/**
 * PATCH /api/v2/editor/pictures/{id} {alt?, crops?} (issue 33, NR-03): the picture as it now is; a ratio
 * whose crop changed has new URLs. A refusal is a 422 (ApiError) under `alt` or `crops.<ratio>`.
 */
export async function updatePicture(client: ApiClient, id: number, changes: PictureChanges): Promise<NewsroomPicture> {
  const response = await client.request(`/api/v2/editor/pictures/${id}`, { method: 'PATCH', body: changes });
  return response.data;
}
