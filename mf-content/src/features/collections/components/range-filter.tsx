import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CollectionFilter } from '../api/collection-schemas';
import type { NumberRange } from '../lib/collection-query';
import { rangeMaxMessage, rangeMinMessage, rangeValueMessage } from './collection-messages';

/** How long a slider rests before its range is applied: one items call per choice, not per step. */
const sliderSettleMs = 300;

interface RangeFilterProps {
  filter: CollectionFilter;
  /** The range in the address; null is the whole range. */
  value: NumberRange | null;
  onChange: (range: NumberRange | null) => void;
}

/**
 * A number or decimal filter: two native range inputs (lower and upper handle, each with its own
 * accessible name) over the field's range from the actions, in its step (1, or 0.01 for decimals).
 * The whole range means no filter.
 */
export function RangeFilter({ filter, value, onChange }: RangeFilterProps) {
  const intl = useIntl();
  const outputId = useId();
  const lowest = typeof filter.action_meta.min === 'number' ? filter.action_meta.min : 0;
  const highest = typeof filter.action_meta.max === 'number' ? filter.action_meta.max : lowest;
  const step = filter.action_meta.step ?? 1;
  const [range, setRange] = useState<NumberRange>(value ?? { min: lowest, max: highest });
  const applied = useRef(value);

  // The address changed from elsewhere (back button, clear all): follow it.
  useEffect(() => {
    applied.current = value;
    setRange(value ?? { min: lowest, max: highest });
  }, [value, lowest, highest]);

  useEffect(() => {
    const current = applied.current ?? { min: lowest, max: highest };
    if (current.min === range.min && current.max === range.max) return;
    const timer = setTimeout(() => {
      const whole = range.min <= lowest && range.max >= highest;
      onChange(whole ? null : range);
    }, sliderSettleMs);
    return () => clearTimeout(timer);
  }, [range, lowest, highest, onChange]);

  const format = (number: number) => intl.formatNumber(number, { maximumFractionDigits: step < 1 ? 2 : 0 });
  if (highest <= lowest) return null;
  return (
    <fieldset className="collection-filter collection-filter--range">
      <legend className="collection-filter__legend">{filter.label}</legend>
      <output id={outputId} className="collection-filter__value" aria-live="off">
        {intl.formatMessage(rangeValueMessage, { min: format(range.min), max: format(range.max) })}
      </output>
      <input
        type="range"
        className="collection-filter__slider"
        min={lowest}
        max={highest}
        step={step}
        value={range.min}
        aria-label={intl.formatMessage(rangeMinMessage, { field: filter.label })}
        aria-describedby={outputId}
        onChange={(event) => {
          const min = Number(event.target.value);
          setRange((previous) => ({ min: Math.min(min, previous.max), max: previous.max }));
        }}
      />
      <input
        type="range"
        className="collection-filter__slider"
        min={lowest}
        max={highest}
        step={step}
        value={range.max}
        aria-label={intl.formatMessage(rangeMaxMessage, { field: filter.label })}
        aria-describedby={outputId}
        onChange={(event) => {
          const max = Number(event.target.value);
          setRange((previous) => ({ min: previous.min, max: Math.max(max, previous.min) }));
        }}
      />
    </fieldset>
  );
}
