import { useId, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import type { RoundSelection } from '../hooks/use-selected-rounds';
import { rankingsMessages } from './rankings-messages';

interface RoundSelectProps {
  /** The season's rounds (from the soccer-data service), in order. */
  rounds: readonly number[];
  currentRound: number | null;
  /** What is shown: a round, or all of them (the current round has its number here). */
  value: number | 'all' | null;
  onChange: (round: RoundSelection) => void;
}

/** MC-01: the round dropdown of the Matches tab: "All rounds" and "Round N" for each round. */
export function RoundSelect({ rounds, currentRound, value, onChange }: RoundSelectProps) {
  const intl = useIntl();
  const id = useId();
  // A round the list does not have yet (it failed or is loading) still shows as the choice.
  const options = value !== null && value !== 'all' && !rounds.includes(value) ? [...rounds, value] : rounds;

  const onSelect = (event: ChangeEvent<HTMLSelectElement>) => {
    const selected = event.target.value;
    onChange(selected === 'all' ? 'all' : Number(selected));
  };

  return (
    <div className="field round-select">
      <label htmlFor={id}>{intl.formatMessage(rankingsMessages.roundSelect)}</label>
      <select id={id} value={value === null ? '' : String(value)} onChange={onSelect}>
        {value === null ? <option value="" disabled /> : null}
        <option value="all">{intl.formatMessage(rankingsMessages.allRounds)}</option>
        {options.map((round) => (
          <option key={round} value={String(round)}>
            {intl.formatMessage(round === currentRound ? rankingsMessages.currentRound : rankingsMessages.round, {
              round,
            })}
          </option>
        ))}
      </select>
    </div>
  );
}
