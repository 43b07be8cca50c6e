import type { ApiClient } from '@tribune/shared';
import type { NewsroomArticle } from './get-article';
import type { NewsroomArticleFields } from './update-article';

/**
 * POST /api/v2/editor/articles {…fields, status: 'draft'} (NR-04): the first save of a new article. Always
 * a draft: publishing is its own action, never a side effect of the first autosave.
 */
export async function createArticle(client: ApiClient, fields: NewsroomArticleFields): Promise<NewsroomArticle> {
  const response = await client.request('/api/v2/editor/articles', {
    method: 'POST',
    body: { ...fields, status: 'draft' },
  });
  return response.data;
}
