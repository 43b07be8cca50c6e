import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useTenant, type ApiClient } from '@tribune/shared';
import { articleSummarySchema } from '../../../lib/article-schema';

const relatedArticlesSchema = z.object({
  data: z.object({
    /** Null at either end of the tag's list. */
    previous: z.nullable(articleSummarySchema),
    next: z.nullable(articleSummarySchema),
  }),
});

type RelatedArticles = z.infer<typeof relatedArticlesSchema>['data'];

/** GET /api/v2/article/{id}/related?tenant_id: the previous and next article (ART-01). */
async function getRelatedArticles(
  client: ApiClient,
  { tenantId, id }: { tenantId: string; id: string },
): Promise<RelatedArticles> {
  const response = await client.request(`/api/v2/article/${encodeURIComponent(id)}/related`, relatedArticlesSchema, {
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
