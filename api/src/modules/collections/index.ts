import type { FastifyInstance } from 'fastify';
import { createCollectionIndexes } from './collection-index';
import { createCollectionsRepository } from './collections-repository';
import { getCollectionActionsRoute } from './get-collection-actions';
import { listCollectionFieldOptionsRoute } from './list-collection-field-options';
import { listCollectionItemsRoute } from './list-collection-items';
import { listCollectionsRoute } from './list-collections';

/**
 * COL-01: collections (the club's players, its trophies): a paged, filtered and sorted item list with
 * the filter sidebar's actions. The items calls filter and sort in an in-memory index of the items'
 * values, exact and rebuilt when the items change (decision 0060); the rest is SQL.
 */
export async function collectionsModule(app: FastifyInstance): Promise<void> {
  // 64 MB of columns: a collection of 100,000 items with six filter fields takes about 5.
  const collections = createCollectionsRepository(app.db, {
    indexes: createCollectionIndexes({ maxBytes: 64 * 1024 * 1024 }),
    indexItemsUpTo: app.config.collectionIndexMaxItems,
  });
  await app.register(listCollectionsRoute, { collections });
  await app.register(getCollectionActionsRoute, { collections });
  await app.register(listCollectionFieldOptionsRoute, { collections });
  await app.register(listCollectionItemsRoute, { collections });
}
