import { useApiClient, type ApiClient, type ApiResponse, type ApiSchemas } from '@tribune/shared';
import { useNewsroomPages } from '../lib/use-newsroom-pages';

/** A picture of the newsroom's library (the API's Picture), typed by the contract (decision 0058). */
export type NewsroomPicture = ApiSchemas['Picture'];

/** A page of pictures with `metaData: {current_page, last_page, per_page, total}` (24 a page). */
type NewsroomPicturesPage = ApiResponse<'/api/v2/editor/pictures', 'get'>;

/** GET /api/v2/editor/pictures?page (issue 33, NR-03): the tenant's pictures, newest first. */
async function listPictures(client: ApiClient, page: number): Promise<NewsroomPicturesPage> {
  return client.request('/api/v2/editor/pictures', { query: { page } });
}

/** The picture picker's library, newest first (`useNewsroomPages`). */
export function useListPictures() {
  const client = useApiClient();
  const { items, ...list } = useNewsroomPages('newsroom-pictures', [], (page) => listPictures(client, page));
  return { pictures: items, ...list };
}
