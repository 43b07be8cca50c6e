import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatInSiteTimeZone, parseIsoInstant, useTenant, type Language } from '@tribune/shared';
import { addDays, shiftWeek } from '../../../lib/pool-weeks';

const messages = {
  ...defineMessages({
    label: {
      id: 'football-pool.week.label',
      defaultMessage: 'Weeks',
      description: 'Accessible name of the week navigation',
    },
    previous: {
      id: 'football-pool.week.previous',
      defaultMessage: 'Previous week',
      description: 'Link to the games of the week before',
    },
    allWeeks: {
      id: 'football-pool.predictions.all-weeks',
      defaultMessage: 'All weeks',
      description: 'Link from the games page to the predictions page with every week',
    },
    next: {
      id: 'football-pool.week.next',
      defaultMessage: 'Next week',
      description: 'Link to the games of the week after',
    },
  }),
  range: defineMessage<{ start: string; end: string }>({
    id: 'football-pool.week.range',
    defaultMessage: 'Week of {start} to {end}',
    description: 'Heading with the first and last day of the shown week',
  }),
};

/** The shown week as a heading, with links to the weeks before and after (`?week_start=`). */
export function WeekNavigation({
  weekStart,
  headingId,
  navigable = true,
}: {
  weekStart: string;
  headingId: string;
  /** False where the page has no weeks of its own (the games page's tab): one link to every week instead. */
  navigable?: boolean;
}) {
  const intl = useIntl();
  const { language } = useTenant();
  const start = formatDate(weekStart, language, 'd LLLL');
  const end = formatDate(addDays(weekStart, 6), language, 'd LLLL yyyy');
  return (
    <div className="fp-week">
      <h2 id={headingId} className="fp-week__title">
        {intl.formatMessage(messages.range, { start, end })}
      </h2>
      {navigable ? null : (
        <Link className="button button--secondary" to={`/football-pool/predictions?week_start=${weekStart}`}>
          {intl.formatMessage(messages.allWeeks)}
        </Link>
      )}
      {navigable ? (
        <nav className="fp-week__nav" aria-label={intl.formatMessage(messages.label)}>
          <Link className="button button--secondary" to={`?week_start=${shiftWeek(weekStart, -1)}`}>
            <span aria-hidden="true">← </span>
            {intl.formatMessage(messages.previous)}
          </Link>
          <Link className="button button--secondary" to={`?week_start=${shiftWeek(weekStart, 1)}`}>
            {intl.formatMessage(messages.next)}
            <span aria-hidden="true"> →</span>
          </Link>
        </nav>
      ) : null}
    </div>
  );
}

/** A yyyy-MM-dd date in the page's language (the pool's weeks are dates in the site's time zone). */
function formatDate(date: string, language: Language, format: string): string {
  const instant = parseIsoInstant(date);
  return instant === null ? date : formatInSiteTimeZone(instant, language, format);
}
