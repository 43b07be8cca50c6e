import { z } from 'zod/mini';
import type { ApiClient } from '@tribune/shared';
import { filterOptionSchema, type FilterOption } from './collection-schemas';

const optionsResponseSchema = z.object({ data: z.object({ options: z.array(filterOptionSchema) }) });

/**
 * GET /api/v2/collection/{id}/field/{fieldId}/options (COL-01): a text filter's options after the first
 * 5, which came with the actions (the show-more button).
 */
export async function listCollectionFieldOptions(
  client: ApiClient,
  collectionId: number,
  fieldId: number,
): Promise<FilterOption[]> {
  const response = await client.request(
    `/api/v2/collection/${collectionId}/field/${fieldId}/options`,
    optionsResponseSchema,
  );
  return response.data.options;
}
