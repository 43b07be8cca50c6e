import useSWR from 'swr';
import { useApiClient, useTenant, type ApiClient, type ApiSchemas } from '@tribune/shared';

/** One revision with the article's fields as that save left them (the API's ArticleRevision). */
export type NewsroomRevision = ApiSchemas['ArticleRevision'];

/** GET /api/v2/editor/articles/{id}/revisions/{number} (issue 33, NR-04): one revision, to compare. */
async function getRevision(client: ApiClient, articleId: number, number: number): Promise<NewsroomRevision> {
  const response = await client.request(`/api/v2/editor/articles/${articleId}/revisions/${number}`);
  return response.data;
}

/** A revision never changes once made: asked for once per article and number, not again on focus. */
export function useRevision(articleId: number, number: number | null) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  return useSWR<NewsroomRevision, unknown>(
    number === null ? null : (['mf_content/newsroom-revision', tenantId, articleId, number] as const),
    () => getRevision(client, articleId, number ?? 0),
    { revalidateOnFocus: false, revalidateIfStale: false },
  );
}
