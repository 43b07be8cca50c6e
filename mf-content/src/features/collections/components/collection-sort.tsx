import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { CollectionActions } from '../api/get-collection-actions';
import { collectionMessages, sortAscendingMessage, sortDescendingMessage } from './collection-messages';

/** The sort dropdown (COL-01): the default order, then each sortable field ascending and descending. */
export function CollectionSort({
  sortables,
  value,
  onChange,
}: {
  sortables: CollectionActions['sortables'];
  value: string;
  onChange: (sort: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  if (sortables.length === 0) return null;
  return (
    <div className="collection-sort">
      <label htmlFor={id}>{intl.formatMessage(collectionMessages.sortLabel)}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{intl.formatMessage(collectionMessages.sortDefault)}</option>
        {sortables.flatMap((sortable) => [
          <option key={`${sortable.id}a`} value={`${sortable.id}a`}>
            {intl.formatMessage(sortAscendingMessage, { field: sortable.label })}
          </option>,
          <option key={`${sortable.id}d`} value={`${sortable.id}d`}>
            {intl.formatMessage(sortDescendingMessage, { field: sortable.label })}
          </option>,
        ])}
      </select>
    </div>
  );
}
