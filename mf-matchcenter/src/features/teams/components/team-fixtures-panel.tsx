import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, LoadError, Spinner, useRealtimeReconnect } from '@tribune/shared';
import { isOver, type Fixture } from '../../../lib/api/fixture-schema';
import { useFixturesMomScores } from '../api/get-fixtures-mom-scores';
import { MomScoreLegend } from './mom-score-badge';
import { useListTeamFixtures } from '../api/list-team-fixtures';
import { LinkedFixtureRow } from './linked-fixture-row';
import { teamPageMessages as messages } from './team-page-messages';

/**
 * CLB-04: how far ahead a club's fixtures carry the prediction game's pick. The game covers this week
 * and the next; each week is one request, so a season's list does not ask for thirty weeks.
 */
const PICK_AHEAD_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * The matches a list shows before "Show all": the next ones (or the latest results) a fan looks for,
 * with the club's news and threads under them rather than thirty rows further down (CLB-02).
 */
const FIRST_MATCHES = 6;

/** MC-06: only a match that was played and is over has a man of the match. */
function isPlayed(fixture: Fixture): boolean {
  return fixture.hasStarted && isOver(fixture);
}

/**
 * MC-13: the club's matches still to come ("fixtures", kick-off order) or played ("results", most
 * recent first). Both tabs read one answer, so switching between them asks for nothing.
 */
export function TeamFixturesPanel({ teamId, list }: { teamId: number; list: 'fixtures' | 'results' }) {
  const intl = useIntl();
  const { data, error, isLoading, mutate } = useListTeamFixtures(teamId);
  const [showAll, setShowAll] = useState(false);
  const fixtures = data?.[list] ?? [];
  // MC-06: the fans' man of the match of each played match, for the whole list in one call. A failure
  // leaves the rows without badges: the list itself is whole without them.
  const { data: momScores } = useFixturesMomScores(
    teamId,
    fixtures.filter(isPlayed).map((fixture) => fixture.id),
  );
  // Live rows update over real time (MC-03); after a lost connection, fetch what was missed.
  useRealtimeReconnect(() => void mutate());
  if (isLoading) return <Spinner />;
  if (error && !data) {
    return (
      <LoadError onRetry={() => void mutate()}>
        <FormattedMessage {...messages.fixturesLoadFailed} />
      </LoadError>
    );
  }
  if (fixtures.length === 0) {
    return (
      <p className="mc-empty">
        <FormattedMessage {...(list === 'fixtures' ? messages.noFixtures : messages.noResults)} />
      </p>
    );
  }
  const shown = showAll ? fixtures : fixtures.slice(0, FIRST_MATCHES);
  return (
    <>
      <ul className="fixture-list team-fixtures">
        {shown.map((fixture) => (
          <LinkedFixtureRow
            key={fixture.id}
            fixture={fixture}
            predict={list === 'fixtures' && Date.parse(fixture.date) - Date.now() < PICK_AHEAD_MS}
            momScore={momScores?.get(fixture.id)}
          />
        ))}
      </ul>
      {/* A footnote: the averages arrive after the list, and nothing above may move for them. */}
      {shown.some((fixture) => momScores?.has(fixture.id)) ? <MomScoreLegend /> : null}
      {shown.length < fixtures.length ? (
        <Button variant="secondary" className="team-fixtures__all" onClick={() => setShowAll(true)}>
          {intl.formatMessage(messages.allFixtures, { count: fixtures.length })}
        </Button>
      ) : null}
    </>
  );
}
