interface PeriodButtonsProps<Period extends string> {
  /** The group's accessible name. */
  label: string;
  periods: readonly Period[];
  active: Period;
  labelOf: (period: Period) => string;
  onChange: (period: Period) => void;
}

/**
 * COM-01, KAR-01: a leaderboard's periods as toggle buttons, exactly one pressed. The parent holds the
 * choice, so pressing the active one again only chooses it again: it never ends up with none pressed.
 */
export function PeriodButtons<Period extends string>({
  label,
  periods,
  active,
  labelOf,
  onChange,
}: PeriodButtonsProps<Period>) {
  return (
    <div className="cm-periods" role="group" aria-label={label}>
      {periods.map((period) => (
        <button
          key={period}
          type="button"
          className={`button ${period === active ? 'button--primary' : 'button--secondary'}`}
          aria-pressed={period === active}
          onClick={() => onChange(period)}
        >
          {labelOf(period)}
        </button>
      ))}
    </div>
  );
}
