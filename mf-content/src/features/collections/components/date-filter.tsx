import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@tribune/shared';
import type { CollectionFilter } from '../api/collection-schemas';
import { isUsDate, usDateKey, type DateRange } from '../lib/collection-query';
import { collectionMessages } from './collection-messages';

interface DateFilterProps {
  filter: CollectionFilter;
  value: DateRange | null;
  onChange: (range: DateRange | null) => void;
}

/**
 * A date filter: two text inputs taking MM/DD/YYYY (the spec's format; a native date input shows the
 * browser's own format, which would not be it), applied with the button or Enter. Either end may stay
 * empty (open); both empty removes the filter. When the address's range changes (the back button), the
 * inputs start again from it.
 */
export function DateFilter(props: DateFilterProps) {
  return <DateFilterForm key={`${props.value?.from ?? ''}|${props.value?.to ?? ''}`} {...props} />;
}

/**
 * The inputs are uncontrolled: what a fan types before the page has hydrated stays (React puts a
 * controlled input back to its state when it hydrates), and Apply reads the form itself.
 */
function DateFilterForm({ filter, value, onChange }: DateFilterProps) {
  const intl = useIntl();
  const fromId = useId();
  const toId = useId();
  const hintId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const field = (name: string) => {
      const input = form.elements.namedItem(name);
      return input instanceof HTMLInputElement ? input.value.trim() : '';
    };
    const [start, end] = [field('from'), field('to')];
    if ((start !== '' && !isUsDate(start)) || (end !== '' && !isUsDate(end))) {
      setError(intl.formatMessage(collectionMessages.dateInvalid));
      return;
    }
    if (start !== '' && end !== '' && usDateKey(start) > usDateKey(end)) {
      setError(intl.formatMessage(collectionMessages.dateOrder));
      return;
    }
    setError(null);
    // After the submit event, not inside it: React 19 takes a navigation started in a prevented submit
    // for a form action (as the search page notes).
    queueMicrotask(() => onChange(start === '' && end === '' ? null : { from: start, to: end }));
  }

  const describedBy = error === null ? hintId : `${hintId} ${errorId}`;
  const placeholder = intl.formatMessage(collectionMessages.dateFormat);
  return (
    <form className="collection-filter collection-filter--dates" onSubmit={apply} noValidate>
      <fieldset>
        <legend className="collection-filter__legend">{filter.label}</legend>
        <p id={hintId} className="collection-filter__hint">
          {placeholder}
        </p>
        <div className="collection-filter__dates">
          <label htmlFor={fromId}>{intl.formatMessage(collectionMessages.dateFrom)}</label>
          <input
            id={fromId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={placeholder}
            name="from"
            defaultValue={value?.from ?? ''}
            aria-describedby={describedBy}
            aria-invalid={error !== null || undefined}
          />
          <label htmlFor={toId}>{intl.formatMessage(collectionMessages.dateTo)}</label>
          <input
            id={toId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={placeholder}
            name="to"
            defaultValue={value?.to ?? ''}
            aria-describedby={describedBy}
            aria-invalid={error !== null || undefined}
          />
        </div>
        {error === null ? null : (
          <p id={errorId} className="collection-filter__error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" variant="secondary" className="collection-filter__apply">
          {intl.formatMessage(collectionMessages.dateApply)}
        </Button>
      </fieldset>
    </form>
  );
}
