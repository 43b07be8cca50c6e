import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Spinner, useRealtimeReconnect } from '@tribune/shared';
import { sortByKickOff } from '../../../lib/api/fixture-schema';
import { FixtureDays } from '../../../components/fixture-days';
import { FixtureRow } from '../../../components/fixture-row';
import { useListLeagueRounds } from '../api/list-league-rounds';
import type { RoundWithFixtures } from '../api/get-all-round-fixtures';
import { useSelectedRounds, type RoundSelection } from '../hooks/use-selected-rounds';
import { NoDataNotice } from './no-data-notice';
import { rankingsMessages } from './rankings-messages';
import { RoundSelect } from './round-select';

interface LeagueMatchesPanelProps {
  league: string;
  round: RoundSelection;
  onRoundChange: (round: RoundSelection) => void;
}

/** One round of "All rounds": its name and its matches with their day and kick-off. */
function SeasonRound({ round }: { round: RoundWithFixtures }) {
  const headingId = useId();
  return (
    <section className="fixture-day card" aria-labelledby={headingId}>
      <h3 id={headingId} className="fixture-day__title">
        {round.name}
      </h3>
      <ul className="fixture-list">
        {sortByKickOff(round.fixtures).map((fixture) => (
          <FixtureRow key={fixture.id} fixture={fixture} kickOffFormat="kick-off" />
        ))}
      </ul>
    </section>
  );
}

/**
 * The Matches tab (MC-01): the round dropdown and the chosen round's matches by day, or every round.
 * Live matches update from their LiveFixture events (MC-03, in the fixture rows); after a lost
 * connection the round is fetched again, for what the missed events changed.
 */
export function LeagueMatchesPanel({ league, round, onRoundChange }: LeagueMatchesPanelProps) {
  const intl = useIntl();
  const rounds = useListLeagueRounds(league);
  const fixtures = useSelectedRounds(league, round);
  useRealtimeReconnect(() => {
    void fixtures.mutate();
    void rounds.mutate();
  });

  const shown = fixtures.data ?? [];
  const single = round === 'all' ? null : (shown[0] ?? null);
  const selected =
    round === 'all' ? 'all' : (single?.round ?? (round === 'current' ? (rounds.data?.currentRound ?? null) : round));
  const settled = fixtures.data !== undefined || fixtures.error !== undefined;
  const noMatches = settled && shown.every((r) => r.fixtures.length === 0);

  return (
    <div className="league-matches">
      <RoundSelect
        rounds={(rounds.data?.rounds ?? []).map((r) => r.round)}
        currentRound={rounds.data?.currentRound ?? null}
        value={selected}
        onChange={onRoundChange}
      />
      {!settled ? <Spinner /> : null}
      {noMatches ? <NoDataNotice message={rankingsMessages.noMatches} /> : null}
      {!noMatches && round === 'all' ? (
        <>
          <h2 className="section-title">{intl.formatMessage(rankingsMessages.allRounds)}</h2>
          {shown.map((r) => (
            <SeasonRound key={r.round} round={r} />
          ))}
        </>
      ) : null}
      {!noMatches && single ? (
        <>
          <h2 className="section-title">{intl.formatMessage(rankingsMessages.round, { round: single.round })}</h2>
          <FixtureDays fixtures={single.fixtures} predict />
        </>
      ) : null}
    </div>
  );
}
