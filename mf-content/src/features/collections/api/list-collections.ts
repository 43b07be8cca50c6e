import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useTenant, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';
import { collectionSummarySchema } from './collection-schemas';

const collectionsResponseSchema = z.object({
  data: z.object({ collections: z.array(z.extend(collectionSummarySchema, { item_count: z.number() })) }),
});
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _CollectionsFollowTheApi = AcceptsApi<
  z.input<typeof collectionsResponseSchema>,
  ApiResponse<'/api/v2/collections', 'get'>
>;
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
