import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, useApiClient } from '@tribune/shared';
import type { CollectionFilter, FilterOption } from '../api/collection-schemas';
import { listCollectionFieldOptions } from '../api/list-collection-field-options';
import { collectionMessages, optionLabelMessage } from './collection-messages';

interface TextFilterProps {
  collectionId: number;
  filter: CollectionFilter;
  showMoreLabel: string;
  checked: string[];
  onToggle: (value: string, checked: boolean) => void;
}

/**
 * A text filter: a checkbox per option, the first 5 as the actions sent them (spec constant), the rest
 * after the show-more button (the options call). Values checked in the address but not among the loaded
 * options are shown too, so a shared link's filters can be unchecked.
 */
export function TextFilter({ collectionId, filter, showMoreLabel, checked, onToggle }: TextFilterProps) {
  const intl = useIntl();
  const client = useApiClient();
  const [more, setMore] = useState<FilterOption[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const options = [...filter.options, ...(more ?? [])];
  const known = new Set(options.map((option) => option.value));
  const extra = checked.filter((value) => !known.has(value));

  async function showMore() {
    setLoading(true);
    setFailed(false);
    try {
      setMore(await listCollectionFieldOptions(client, collectionId, filter.id));
    } catch (error: unknown) {
      console.error('[mf_content] loading a filter’s options failed', error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <fieldset className="collection-filter collection-filter--text">
      <legend className="collection-filter__legend">{filter.label}</legend>
      <ul className="collection-filter__options">
        {options.map((option) => (
          <li key={option.value}>
            <label className="collection-filter__option">
              <input
                type="checkbox"
                checked={checked.includes(option.value)}
                onChange={(event) => onToggle(option.value, event.target.checked)}
              />{' '}
              {intl.formatMessage(optionLabelMessage, { value: option.value, count: option.count })}
            </label>
          </li>
        ))}
        {extra.map((value) => (
          <li key={`extra:${value}`}>
            <label className="collection-filter__option">
              <input type="checkbox" checked onChange={() => onToggle(value, false)} /> {value}
            </label>
          </li>
        ))}
      </ul>
      {filter.has_more_options && more === null ? (
        <Button variant="ghost" className="collection-filter__more" busy={loading} onClick={() => void showMore()}>
          {showMoreLabel}
        </Button>
      ) : null}
      {failed ? (
        <p className="collection-filter__error" role="alert">
          {intl.formatMessage(collectionMessages.optionsFailed)}
        </p>
      ) : null}
    </fieldset>
  );
}
