import type { ApiClient } from '@tribune/shared';
import type { FilterOption } from './collection-schemas';

/**
 * GET /api/v2/collection/{id}/field/{fieldId}/options (COL-01): a text filter's options after the first
 * 5, which came with the actions (the show-more button).
 */
export async function listCollectionFieldOptions(
  client: ApiClient,
  collectionId: number,
  fieldId: number,
): Promise<FilterOption[]> {
  const response = await client.request(`/api/v2/collection/${collectionId}/field/${fieldId}/options`);
  return response.data.options;
}
