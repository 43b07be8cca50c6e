import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useTenant, type ApiClient } from '@tribune/shared';
import { collectionFilterSchema, collectionSummarySchema } from './collection-schemas';

const actionsResponseSchema = z.object({
  data: z.object({
    collection: collectionSummarySchema,
    filters: z.array(collectionFilterSchema),
    sortables: z.array(z.object({ id: z.number(), label: z.string() })),
    show_more_label: z.string(),
  }),
});
export type CollectionActions = z.infer<typeof actionsResponseSchema>['data'];

/** GET /api/v2/collection/{id}/actions (COL-01): the filter sidebar's filters, the sortable fields. */
async function getCollectionActions(client: ApiClient, collectionId: number): Promise<CollectionActions> {
  const response = await client.request(`/api/v2/collection/${collectionId}/actions`, actionsResponseSchema);
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
