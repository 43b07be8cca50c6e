import type { ApiClient } from '@tribune/shared';
import type { NewsroomArticle } from './get-article';

/** POST /api/v2/editor/articles/{id}/submit (NR-05): a draft goes to the editors (a 409 for anything else). */
export async function submitArticle(client: ApiClient, id: number): Promise<NewsroomArticle> {
  const response = await client.request(`/api/v2/editor/articles/${id}/submit`, { method: 'POST' });
  return response.data;
}
