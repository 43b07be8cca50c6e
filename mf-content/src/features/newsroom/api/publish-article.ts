import type { ApiClient } from '@tribune/shared';
import type { NewsroomArticle } from './get-article';

/**
 * POST /api/v2/editor/articles/{id}/publish {published_at?} (NR-05): out now, or at `publishedAt` (an ISO
 * instant: the tenant's local time converted by the page), which schedules it.
 */
export async function publishArticle(client: ApiClient, id: number, publishedAt?: string): Promise<NewsroomArticle> {
  const response = await client.request(`/api/v2/editor/articles/${id}/publish`, {
    method: 'POST',
    body: publishedAt === undefined ? {} : { published_at: publishedAt },
  });
  return response.data;
}
