import useSWR from 'swr';
import { useApiClient, useTenant, type ApiClient, type ApiSchemas } from '@tribune/shared';

/** One save of an article as the history lists it: who, when, whether the autosave kept it. */
export type NewsroomRevisionSummary = ApiSchemas['ArticleRevisionSummary'];

/** GET /api/v2/editor/articles/{id}/revisions (issue 33, NR-04): every save of the article, newest first. */
async function listRevisions(client: ApiClient, articleId: number): Promise<NewsroomRevisionSummary[]> {
  const response = await client.request(`/api/v2/editor/articles/${articleId}/revisions`);
  return response.data;
}

/**
 * The article's revisions while it is open. The key holds the article's version: each save makes or
 * extends a revision, so a new version asks again, and the count beside "History" stays true. The
 * previous list stays on screen meanwhile, so the count does not blink at every autosave.
 */
export function useListRevisions(articleId: number | null, version: number) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  return useSWR<NewsroomRevisionSummary[], unknown>(
    articleId === null ? null : (['mf_content/newsroom-revisions', tenantId, articleId, version] as const),
    () => (articleId === null ? [] : listRevisions(client, articleId)),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}
