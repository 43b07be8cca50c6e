import useSWR from 'swr';
import { useApiClient, useTenant, type ApiClient, type ApiResponse } from '@tribune/shared';

/**
 * The previous and next article, each null at its end of the tag's list (the page reads those two),
 * typed by the contract (decision 0058).
 */
type RelatedArticles = ApiResponse<'/api/v2/article/{id}/related', 'get'>['data'];

/** GET /api/v2/article/{id}/related?tenant_id: the previous and next article (ART-01). */
async function getRelatedArticles(
  client: ApiClient,
  { tenantId, id }: { tenantId: string; id: string },
): Promise<RelatedArticles> {
  const response = await client.request(`/api/v2/article/${encodeURIComponent(id)}/related`, {
    query: { tenant_id: tenantId },
  });
  return response.data;
}

function relatedArticlesKey(tenantId: string, id: string) {
  return ['mf_content/article/related', tenantId, id] as const;
}

export function useRelatedArticles(id: string) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  return useSWR<RelatedArticles, unknown>(relatedArticlesKey(tenantId, id), () =>
    getRelatedArticles(client, { tenantId, id }),
  );
}
