import useSWR from 'swr';
import { useApiClient, useTenant, type ApiClient, type ApiResponse } from '@tribune/shared';

/** The collection, its filters and sortable fields, typed by the contract (decision 0058). */
export type CollectionActions = ApiResponse<'/api/v2/collection/{id}/actions', 'get'>['data'];

/** GET /api/v2/collection/{id}/actions (COL-01): the filter sidebar's filters, the sortable fields. */
async function getCollectionActions(client: ApiClient, collectionId: number): Promise<CollectionActions> {
  const response = await client.request(`/api/v2/collection/${collectionId}/actions`);
  return response.data;
}

export function useCollectionActions(collectionId: number) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  return useSWR(
    ['mf_content/collection-actions', tenantId, collectionId] as const,
    () => getCollectionActions(client, collectionId),
    { revalidateOnFocus: false },
  );
}
