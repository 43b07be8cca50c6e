import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useTenant, type ApiClient } from '@tribune/shared';
import { articleSchema, type Article } from '../../../lib/article-schema';

const articleResponseSchema = z.object({ data: articleSchema });

/** GET /api/v2/article/{id}: one article with its body HTML (ART-01). */
async function getArticle(client: ApiClient, id: string): Promise<Article> {
  const response = await client.request(`/api/v2/article/${encodeURIComponent(id)}`, articleResponseSchema);
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
