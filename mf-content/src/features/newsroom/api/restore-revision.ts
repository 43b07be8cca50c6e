import type { ApiClient } from '@tribune/shared';
import type { NewsroomArticle } from './get-article';

/**
 * POST /api/v2/editor/articles/{id}/revisions/{number}/restore {version} (issue 33, NR-04): the article
 * takes that revision's fields again as a new save (a new revision: nothing is lost). Sent with the
 * version on screen, so a newer save on the server is a 409 (ApiError), as for any save.
 */
export async function restoreRevision(
  client: ApiClient,
  articleId: number,
  number: number,
  version: number,
): Promise<NewsroomArticle> {
  const response = await client.request(`/api/v2/editor/articles/${articleId}/revisions/${number}/restore`, {
    method: 'POST',
    body: { version },
  });
  return response.data;
}
