import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LoadError, PageHead, useTenant } from '@tribune/shared';
import { useListCollections } from '../features/collections/api/list-collections';
import {
  collectionMessages,
  listDescriptionMessage,
  itemCountMessage,
} from '../features/collections/components/collection-messages';
import '../features/collections/components/collections.css';

/** /collection (COL-01): the tenant's collections, each linking to its page. */
export function CollectionsPage() {
  const intl = useIntl();
  const tenant = useTenant();
  const headingId = useId();
  const collections = useListCollections();
  let body;
  if (collections.error !== undefined && collections.data === undefined)
    body = (
      <LoadError onRetry={() => void collections.mutate()}>
        {intl.formatMessage(collectionMessages.listFailed)}
      </LoadError>
    );
  else if (collections.data === undefined) body = <div aria-busy="true" />;
  else if (collections.data.length === 0) body = <p>{intl.formatMessage(collectionMessages.listEmpty)}</p>;
  else
    body = (
      <ul className="collections-list" aria-labelledby={headingId}>
        {collections.data.map((collection) => (
          <li key={collection.id} className="collection-item">
            <h2 className="collection-item__title">
              <Link to={`/collection/${collection.id}`}>{collection.title}</Link>
            </h2>
            {collection.description ? <p className="collection-item__subtitle">{collection.description}</p> : null}
            <p>{intl.formatMessage(itemCountMessage, { count: collection.item_count })}</p>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="collections-page" aria-labelledby={headingId}>
      <PageHead
        title={intl.formatMessage(collectionMessages.listTitle)}
        description={intl.formatMessage(listDescriptionMessage, { name: tenant.name })}
        path="/collection"
      />
      <h1 id={headingId}>{intl.formatMessage(collectionMessages.listTitle)}</h1>
      {body}
    </section>
  );
}
