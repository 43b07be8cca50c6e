import type { ApiClient, ApiSchemas } from '@tribune/shared';

/** An article as the newsroom edits it (the API's EditorArticle), typed by the contract (decision 0058). */
export type NewsroomArticle = ApiSchemas['EditorArticle'];

/**
 * GET /api/v2/editor/articles/{id} (issue 33): the article in any state, its version for the next save
 * and what the caller may do with it. Not an SWR hook: the editor owns the article once it is open, and
 * a refetch on focus must never replace what is being written; it asks again only when told to (a 409's
 * "Reload the article").
 */
export async function getArticle(client: ApiClient, id: number): Promise<NewsroomArticle> {
  const response = await client.request(`/api/v2/editor/articles/${id}`);
  return response.data;
}
