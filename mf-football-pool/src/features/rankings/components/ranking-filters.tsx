import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { RankingSelection } from '../api/ranking-row-schema';
import { useListRankingPeriods, type TimePeriod } from '../api/list-ranking-periods';
import { activeFilter, rankingFilters, type RankingFilter } from '../lib/ranking-search';
import { rankingsMessages } from './rankings-messages';

interface RankingFiltersProps {
  selection: RankingSelection;
  onFilter: (filter: RankingFilter) => void;
  onWeek: (weekStart: string) => void;
  onMonth: (month: string) => void;
}

/**
 * FP-04: this week, last week, month, total (exactly one active, `aria-pressed`), and lists of the
 * weeks and months that have games (load-time-period) to pick another.
 */
export function RankingFilters({ selection, onFilter, onWeek, onMonth }: RankingFiltersProps) {
  const intl = useIntl();
  const active = activeFilter(selection);
  return (
    <div className="fp-filters">
      <div className="fp-filters__buttons" role="group" aria-label={intl.formatMessage(rankingsMessages.filters)}>
        {rankingFilters.map((filter) => (
          <button
            key={filter}
            type="button"
            className={`button ${filter === active ? 'button--primary' : 'button--secondary'}`}
            aria-pressed={filter === active}
            onClick={() => onFilter(filter)}
          >
            {intl.formatMessage(rankingsMessages[filter])}
          </button>
        ))}
      </div>
      {selection.filter === 'week' ? (
        <PeriodPicker
          kind="weeks"
          label={intl.formatMessage(rankingsMessages.weekPicker)}
          value={selection.value}
          onChange={onWeek}
        />
      ) : null}
      {selection.filter === 'month' ? (
        <PeriodPicker
          kind="months"
          label={intl.formatMessage(rankingsMessages.monthPicker)}
          value={selection.value}
          onChange={onMonth}
        />
      ) : null}
    </div>
  );
}

interface PeriodPickerProps {
  kind: 'weeks' | 'months';
  label: string;
  value: string | null;
  onChange: (value: string) => void;
}

function PeriodPicker({ kind, label, value, onChange }: PeriodPickerProps) {
  const id = useId();
  const { data } = useListRankingPeriods(kind);
  const periods: readonly TimePeriod[] = data ?? [];
  // The shown period is always an option, even before the list arrives or when it has no games yet.
  const options =
    value !== null && !periods.some((period) => period.value === value)
      ? [{ value, label: value }, ...periods]
      : periods;
  return (
    <div className="field fp-filters__picker">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        {options.map((period) => (
          <option key={period.value} value={period.value}>
            {period.label}
          </option>
        ))}
      </select>
    </div>
  );
}
