import { useCallback, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@tribune/shared';
import type { CollectionActions } from '../api/get-collection-actions';
import {
  checkedValues,
  dateRange,
  sliderRange,
  withChecked,
  withDates,
  withSlider,
  type DateRange,
  type NumberRange,
} from '../lib/collection-query';
import { collectionMessages } from './collection-messages';
import { DateFilter } from './date-filter';
import { RangeFilter } from './range-filter';
import { TextFilter } from './text-filter';

interface CollectionFiltersProps {
  collectionId: number;
  actions: CollectionActions;
  query: URLSearchParams;
  onChange: (next: (query: URLSearchParams) => URLSearchParams) => void;
}

/** The filter sidebar (COL-01): one control per filter of the actions, by type. */
export function CollectionFilters({ collectionId, actions, query, onChange }: CollectionFiltersProps) {
  const intl = useIntl();
  const headingId = useId();
  const setSlider = useCallback(
    (fieldId: number, range: NumberRange | null) => onChange((current) => withSlider(current, fieldId, range)),
    [onChange],
  );
  const setDates = useCallback(
    (fieldId: number, range: DateRange | null) => onChange((current) => withDates(current, fieldId, range)),
    [onChange],
  );
  const filtered = [...query.keys()].some((key) => key !== 'sort');
  return (
    <aside className="collection-filters" aria-labelledby={headingId}>
      <h2 id={headingId} className="collection-filters__title">
        {intl.formatMessage(collectionMessages.filters)}
      </h2>
      {actions.filters.map((filter) => {
        if (filter.type === 'text')
          return (
            <TextFilter
              key={filter.id}
              collectionId={collectionId}
              filter={filter}
              showMoreLabel={actions.show_more_label}
              checked={checkedValues(query, filter.id)}
              onToggle={(value, checked) => onChange((current) => withChecked(current, filter.id, value, checked))}
            />
          );
        if (filter.type === 'datetime')
          return (
            <DateFilter
              key={filter.id}
              filter={filter}
              value={dateRange(query, filter.id)}
              onChange={(range) => setDates(filter.id, range)}
            />
          );
        return <SliderFor key={filter.id} filter={filter} query={query} onChange={setSlider} />;
      })}
      {filtered ? (
        <Button
          variant="ghost"
          className="collection-filters__clear"
          onClick={() =>
            onChange((current) => {
              const sort = current.get('sort');
              return new URLSearchParams(sort === null ? {} : { sort });
            })
          }
        >
          {intl.formatMessage(collectionMessages.clearFilters)}
        </Button>
      ) : null}
    </aside>
  );
}

/** A slider whose `onChange` keeps its identity, so a render does not restart its settle timer. */
function SliderFor({
  filter,
  query,
  onChange,
}: {
  filter: CollectionActions['filters'][number];
  query: URLSearchParams;
  onChange: (fieldId: number, range: NumberRange | null) => void;
}) {
  const range = sliderRange(query, filter.id);
  const min = range?.min;
  const max = range?.max;
  // A new object only when the numbers change, so the slider does not take every render for news.
  const value = useMemo(() => (min === undefined || max === undefined ? null : { min, max }), [min, max]);
  const change = useCallback((next: NumberRange | null) => onChange(filter.id, next), [onChange, filter.id]);
  return <RangeFilter filter={filter} value={value} onChange={change} />;
}
