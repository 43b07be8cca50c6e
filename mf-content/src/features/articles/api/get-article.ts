import useSWR from 'swr';
import { useApiClient, useTenant, type ApiClient } from '@tribune/shared';
import type { Article } from '../../../lib/article-schema';

/** GET /api/v2/article/{id}: one article with its body HTML (ART-01), typed by the contract (decision 0058). */
async function getArticle(client: ApiClient, id: string): Promise<Article> {
  const response = await client.request(`/api/v2/article/${encodeURIComponent(id)}`);
  return response.data;
}

function articleKey(tenantId: string, id: string) {
  return ['mf_content/article', tenantId, id] as const;
}

export function useArticle(id: string) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  return useSWR<Article, unknown>(articleKey(tenantId, id), () => getArticle(client, id));
}
