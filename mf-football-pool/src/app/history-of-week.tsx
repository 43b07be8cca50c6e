import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { formatInSiteTimeZone, parseIsoInstant, useSession, useTenant } from '@tribune/shared';
import { useListPredictions } from '../features/predictions/api/list-predictions';
import { PredictionHistory } from '../features/predictions/components/prediction-history';
import { currentWeekStart, shiftWeek, toWeekStart } from '../lib/pool-weeks';
import { poolMessages } from './pool-messages';

/**
 * Spec 000 §2 `h_week_start`: under the rankings, the logged-in fan's own predictions of a week (this
 * week by default), with steps to the weeks before and after. Session-dependent: after hydration only.
 */
export function HistoryOfWeek() {
  const intl = useIntl();
  const headingId = useId();
  const { language } = useTenant();
  const { isLoggedIn } = useSession();
  const [search] = useSearchParams();
  const week = toWeekStart(search.get('h_week_start')) ?? currentWeekStart();
  const { data } = useListPredictions(week, 'history', isLoggedIn);
  if (!isLoggedIn) return null;

  const linkTo = (weekStart: string) => {
    const next = new URLSearchParams(search);
    next.set('h_week_start', weekStart);
    return `?${next.toString()}`;
  };
  const instant = parseIsoInstant(week);
  const start = instant === null ? week : formatInSiteTimeZone(instant, language, 'd LLLL yyyy');
  const locked = (data?.games ?? []).filter((game) => game.state !== 'active');

  return (
    <section className="fp-history-week" aria-labelledby={headingId}>
      <h2 id={headingId} className="fp-section__title">
        {intl.formatMessage(poolMessages.historyTitle)}
      </h2>
      <div className="fp-week">
        <h3 className="fp-week__title">{intl.formatMessage(poolMessages.historyWeek, { start })}</h3>
        <nav className="fp-week__nav" aria-label={intl.formatMessage(poolMessages.historyTitle)}>
          <Link className="button button--secondary" to={linkTo(shiftWeek(week, -1))} preventScrollReset>
            <span aria-hidden="true">← </span>
            {intl.formatMessage(poolMessages.previousWeek)}
          </Link>
          <Link className="button button--secondary" to={linkTo(shiftWeek(week, 1))} preventScrollReset>
            {intl.formatMessage(poolMessages.nextWeek)}
            <span aria-hidden="true"> →</span>
          </Link>
        </nav>
      </div>
      {data ? <PredictionHistory games={locked} caption={intl.formatMessage(poolMessages.historyTitle)} /> : null}
    </section>
  );
}
