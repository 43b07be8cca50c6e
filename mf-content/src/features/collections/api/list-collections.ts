import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useTenant, type ApiClient } from '@tribune/shared';
import { collectionSummarySchema } from './collection-schemas';

const collectionsResponseSchema = z.object({
  data: z.object({ collections: z.array(z.extend(collectionSummarySchema, { item_count: z.number() })) }),
});
type CollectionListEntry = z.infer<typeof collectionsResponseSchema>['data']['collections'][number];

/** GET /api/v2/collections (COL-01): the tenant's collections, by title. */
async function listCollections(client: ApiClient): Promise<CollectionListEntry[]> {
  const response = await client.request('/api/v2/collections', collectionsResponseSchema);
  return response.data.collections;
}

export function useListCollections() {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  return useSWR(['mf_content/collections', tenantId] as const, () => listCollections(client), {
    revalidateOnFocus: false,
  });
}
