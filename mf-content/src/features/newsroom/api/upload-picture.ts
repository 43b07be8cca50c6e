import type { ApiClient } from '@tribune/shared';
import type { NewsroomPicture } from './list-pictures';

/** What the upload form sends: the file as chosen and its alt text. */
interface PictureUpload {
  file: File;
  alt: string;
}

/**
 * POST /api/v2/editor/pictures (issue 33, NR-03), multipart `file` and `alt`: the new picture, cut around
 * its centre until a crop is chosen. A refusal is a 422 (ApiError) with its messages under `file` and `alt`.
 */
export async function uploadPicture(client: ApiClient, { file, alt }: PictureUpload): Promise<NewsroomPicture> {
  const body = new FormData();
  body.append('file', file, file.name);
  body.append('alt', alt);
  const response = await client.request('/api/v2/editor/pictures', { method: 'POST', body });
  return response.data;
}
