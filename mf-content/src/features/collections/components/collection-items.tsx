import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, LoadError } from '@tribune/shared';
import { useListCollectionItems } from '../api/list-collection-items';
import { collectionMessages, moreThanCountMessage, shownOfTotalMessage } from './collection-messages';

/**
 * The items of one set of filters (COL-01): 'shown of total', the cards as the API rendered them, the
 * empty message when the first page has nothing, and a button loading the next page (offsets from 0).
 * Keyed by the query by its parent, so new filters start from page 0.
 */
export function CollectionItems({ collectionId, query }: { collectionId: number; query: URLSearchParams }) {
  const intl = useIntl();
  const listId = useId();
  const { first, html, last, loadMore, loadingMore, moreFailed } = useListCollectionItems(collectionId, query);
  useEffect(() => {
    if (first.error !== undefined) console.error('[mf_content] the collection items failed to load', first.error);
  }, [first.error]);

  if (first.error !== undefined && first.data === undefined)
    return (
      <LoadError onRetry={() => void first.mutate()}>{intl.formatMessage(collectionMessages.itemsFailed)}</LoadError>
    );
  const page = first.data;
  return (
    <div className="collection-results" aria-busy={page === undefined}>
      {/* Announced when the items of new filters arrive. */}
      <p className="collection-results__count" role="status">
        {page === undefined || last === undefined
          ? null
          : page.count_with_filters === 0
            ? intl.formatMessage(collectionMessages.empty)
            : intl.formatMessage(shownOfTotalMessage, {
                shown: intl.formatNumber(last.shown),
                total: page.count_capped
                  ? intl.formatMessage(moreThanCountMessage, { count: intl.formatNumber(page.count_with_filters) })
                  : intl.formatNumber(page.count_with_filters),
              })}
      </p>
      <span id={listId} className="visually-hidden">
        {intl.formatMessage(collectionMessages.items)}
      </span>
      {/* Safe to inject: this html comes only from our own API, which renders the cards with React's
          renderToStaticMarkup, so every title and value in it is escaped and nothing is concatenated
          (api/src/modules/collections/collection-items-html.tsx, tested with the XSS corpus). */}
      {html === '' ? null : (
        <ul className="collection-items" aria-labelledby={listId} dangerouslySetInnerHTML={{ __html: html }} />
      )}
      {moreFailed ? <Alert tone="danger">{intl.formatMessage(collectionMessages.moreFailed)}</Alert> : null}
      {last?.has_more ? (
        <Button
          variant="secondary"
          className="collection-results__more"
          busy={loadingMore}
          onClick={() => void loadMore()}
        >
          {intl.formatMessage(loadingMore ? collectionMessages.loadingMore : collectionMessages.loadMore)}
        </Button>
      ) : null}
    </div>
  );
}
