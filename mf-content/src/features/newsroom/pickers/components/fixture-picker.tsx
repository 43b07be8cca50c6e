import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useListLeagueRounds, type LeagueFixture } from '../../api/list-league-rounds';
import { fixtureChoices } from '../lib/fixture-choices';
import { fixtureOptionMessage, pickerMessages as messages, unknownFixtureMessage } from './picker-messages';

/**
 * MC-14's default league: the match centre opens on it, and a tenant names no league of its own, so the
 * newsroom offers its matches. An article about another league's match keeps it (shown by its number).
 */
const newsroomLeague = 'eredivisie';

interface FixturePickerProps {
  /** The match's id as the form holds it; '' for none. */
  value: string;
  error?: string | undefined;
  onChange: (fixtureId: string) => void;
}

/**
 * NR-02: the match the article is about, from the league's recent and coming rounds, each "Home – Away,
 * kick-off"; "None" clears it. What is sent is still `fixture_id`.
 */
export function FixturePicker({ value, error, onChange }: FixturePickerProps) {
  const intl = useIntl();
  const id = useId();
  const { data: season, error: loadError } = useListLeagueRounds(newsroomLeague);
  const chosenId = value === '' ? null : Number(value);
  const { groups, chosenFound } = fixtureChoices(season, chosenId);
  const label = (fixture: LeagueFixture) =>
    intl.formatMessage(fixtureOptionMessage, { home: fixture.homeTeam, away: fixture.awayTeam, date: fixture.dateStr });
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{intl.formatMessage(messages.fixture)}</label>
      <select
        id={id}
        name="fixture_id"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{intl.formatMessage(messages.fixtureNone)}</option>
        {chosenId !== null && !chosenFound ? (
          <option value={value}>{intl.formatMessage(unknownFixtureMessage, { id: chosenId })}</option>
        ) : null}
        {groups.map((group) => (
          <optgroup key={group.name} label={group.name}>
            {group.fixtures.map((fixture) => (
              <option key={fixture.id} value={String(fixture.id)}>
                {label(fixture)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p id={hintId} className="field__hint">
        {intl.formatMessage(loadError === undefined ? messages.fixtureHint : messages.fixturesLoadFailed)}
      </p>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
