import type { FastifyInstance } from 'fastify';
import { createCollectionsRepository } from './collections-repository';
import { getCollectionActionsRoute } from './get-collection-actions';
import { listCollectionFieldOptionsRoute } from './list-collection-field-options';
import { listCollectionItemsRoute } from './list-collection-items';
import { listCollectionsRoute } from './list-collections';

/**
 * COL-01: collections (the club's players, its trophies): a paged, filtered and sorted item list with
 * the filter sidebar's actions. Every filter and sort runs as indexed SQL on `collection_values`.
 */
export async function collectionsModule(app: FastifyInstance): Promise<void> {
  const collections = createCollectionsRepository(app.db);
  await app.register(listCollectionsRoute, { collections });
  await app.register(getCollectionActionsRoute, { collections });
  await app.register(listCollectionFieldOptionsRoute, { collections });
  await app.register(listCollectionItemsRoute, { collections });
}
