import { FormattedMessage } from 'react-intl';
import { LoadError, Spinner, useRealtimeReconnect } from '@tribune/shared';
import { useTeamFixtures } from '../api/get-team-fixtures';
import { LinkedFixtureRow } from './linked-fixture-row';
import { teamPageMessages as messages } from './team-page-messages';

/**
 * CLB-04: how far ahead a club's fixtures carry the prediction game's pick. The game covers this week
 * and the next; each week is one request, so a season's list does not ask for thirty weeks.
 */
export const PICK_AHEAD_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * MC-13: the club's matches still to come ("fixtures", kick-off order) or played ("results", most
 * recent first). Both tabs read one answer, so switching between them asks for nothing.
 */
export function TeamFixturesPanel({ teamId, list }: { teamId: number; list: 'fixtures' | 'results' }) {
  const { data, error, isLoading, mutate } = useTeamFixtures(teamId);
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
  const fixtures = data?.[list] ?? [];
  if (fixtures.length === 0) {
    return (
      <p className="mc-empty">
        <FormattedMessage {...(list === 'fixtures' ? messages.noFixtures : messages.noResults)} />
      </p>
    );
  }
  return (
    <ul className="fixture-list team-fixtures">
      {fixtures.map((fixture) => (
        <LinkedFixtureRow
          key={fixture.id}
          fixture={fixture}
          predict={list === 'fixtures' && Date.parse(fixture.date) - Date.now() < PICK_AHEAD_MS}
        />
      ))}
    </ul>
  );
}
