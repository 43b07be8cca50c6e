import useSWR from 'swr';
import { useApiClient, useTenant, type ApiClient, type ApiResponse } from '@tribune/shared';

/** A collection with its item count, typed by the contract (decision 0058). */
type CollectionListEntry = ApiResponse<'/api/v2/collections', 'get'>['data']['collections'][number];

/** GET /api/v2/collections (COL-01): the tenant's collections, by title. */
async function listCollections(client: ApiClient): Promise<CollectionListEntry[]> {
  const response = await client.request('/api/v2/collections');
  return response.data.collections;
}

export function useListCollections() {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  return useSWR(['mf_content/collections', tenantId] as const, () => listCollections(client), {
    revalidateOnFocus: false,
  });
}
