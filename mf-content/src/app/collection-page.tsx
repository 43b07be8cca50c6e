import { startTransition, useCallback, useMemo, useOptimistic } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { isApiError, LoadError, NotFoundPage, PageHead } from '@tribune/shared';
import { useCollectionActions } from '../features/collections/api/get-collection-actions';
import { CollectionFilters } from '../features/collections/components/collection-filters';
import { CollectionItems } from '../features/collections/components/collection-items';
import { collectionMessages } from '../features/collections/components/collection-messages';
import { CollectionSort } from '../features/collections/components/collection-sort';
import { collectionQueryOf, queryKeys, withSort } from '../features/collections/lib/collection-query';
import '../features/collections/components/collections.css';

function CollectionNotFound() {
  return (
    <NotFoundPage
      title={collectionMessages.notFoundTitle}
      text={collectionMessages.notFoundText}
      home={collectionMessages.notFoundHome}
    />
  );
}

/**
 * /collection/{id} (COL-01): a collection's items with the filter sidebar and the sort dropdown. The
 * filters and the sort live in the address (the API's own parameters), so a reload or the back button
 * keeps them; each change is a new history entry.
 */
export function CollectionPage() {
  const { id = '' } = useParams();
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) return <CollectionNotFound />;
  return <CollectionView key={id} collectionId={Number(id)} />;
}

function CollectionView({ collectionId }: { collectionId: number }) {
  const intl = useIntl();
  const actions = useCollectionActions(collectionId);
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => collectionQueryOf(searchParams), [searchParams]);
  // The router changes the address in a transition, and a controlled checkbox or select shows the old
  // address until it commits: on a slow phone the tick would lag the tap. The controls show the change
  // at once; the items follow the address.
  const [shownQuery, showChange] = useOptimistic(
    query,
    (current: URLSearchParams, next: (query: URLSearchParams) => URLSearchParams) => next(current),
  );
  const change = useCallback(
    (next: (query: URLSearchParams) => URLSearchParams) =>
      startTransition(() => {
        showChange(next);
        setSearchParams((current) => next(collectionQueryOf(current)), { preventScrollReset: true });
      }),
    [setSearchParams, showChange],
  );

  if (isApiError(actions.error, 404)) return <CollectionNotFound />;
  if (actions.error !== undefined && actions.data === undefined)
    return (
      <LoadError onRetry={() => void actions.mutate()}>{intl.formatMessage(collectionMessages.loadFailed)}</LoadError>
    );
  if (actions.data === undefined) return <div className="collection-page" aria-busy="true" />;
  const { collection } = actions.data;
  return (
    <div className="collection-page">
      <PageHead
        title={collection.title}
        description={collection.description || undefined}
        path={`/collection/${collectionId}`}
      />
      <header className="collection-page__head">
        <h1 className="collection-page__title">{collection.title}</h1>
        {collection.description ? <p className="collection-page__description">{collection.description}</p> : null}
      </header>
      <CollectionFilters collectionId={collectionId} actions={actions.data} query={shownQuery} onChange={change} />
      <section className="collection-results-area" aria-label={collection.title}>
        <div className="collection-results__bar">
          <CollectionSort
            sortables={actions.data.sortables}
            value={shownQuery.get(queryKeys.sort) ?? ''}
            onChange={(sort) => change((current) => withSort(current, sort))}
          />
        </div>
        <CollectionItems key={query.toString()} collectionId={collectionId} query={query} />
      </section>
    </div>
  );
}
