import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadError, Spinner, useRealtimeReconnect } from '@tribune/shared';
import { defaultLeague, useCurrentRound, type CurrentRound } from '../features/fixtures/api/get-current-round';
import { FixtureDays } from '../features/fixtures/components/fixture-days';
import { matchcenterMessages } from './matchcenter-messages';

/** MC-13 (home): the fixtures of the current Eredivisie round, by day, live ones updating (MC-03). */
export function MatchcenterHomePage() {
  const intl = useIntl();
  const titleId = useId();
  const { data: round, error, isLoading, mutate } = useCurrentRound(defaultLeague);
  // After the real-time connection comes back, fetch what the missed events changed.
  useRealtimeReconnect(() => void mutate());

  return (
    <section className="mc-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="mc-page__title">
        <FormattedMessage {...matchcenterMessages.title} />
      </h1>
      <div className="mc-page__round">
        <h2 className="section-title">
          {roundTitle(round, intl.formatMessage)}{' '}
          <span className="mc-page__league">· {intl.formatMessage(matchcenterMessages.league)}</span>
        </h2>
        {isLoading ? <Spinner /> : null}
        {error && !round ? (
          <LoadError onRetry={() => void mutate()}>
            <FormattedMessage {...matchcenterMessages.loadFailed} />
          </LoadError>
        ) : null}
        {round && round.fixtures.length === 0 ? (
          <p className="mc-empty">
            <FormattedMessage {...matchcenterMessages.noFixtures} />
          </p>
        ) : null}
        {round && round.fixtures.length > 0 ? <FixtureDays fixtures={round.fixtures} /> : null}
      </div>
    </section>
  );
}

function roundTitle(round: CurrentRound | undefined, format: ReturnType<typeof useIntl>['formatMessage']): string {
  if (!round) return format(matchcenterMessages.currentRound);
  return round.name || format(matchcenterMessages.round, { round: round.round });
}
