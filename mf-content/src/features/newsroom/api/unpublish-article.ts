import type { ApiClient } from '@tribune/shared';
import type { NewsroomArticle } from './get-article';

/**
 * POST /api/v2/editor/articles/{id}/unpublish (NR-05): what is out goes back (managers, `unpublished`);
 * a scheduled one goes back to a draft (those who may publish it).
 */
export async function unpublishArticle(client: ApiClient, id: number): Promise<NewsroomArticle> {
  const response = await client.request(`/api/v2/editor/articles/${id}/unpublish`, { method: 'POST' });
  return response.data;
}
