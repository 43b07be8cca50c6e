import { useId } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';

const messages = {
  ...defineMessages({
    title: {
      id: 'football-pool.rules.title',
      defaultMessage: 'How the game works',
      description: 'Heading of the rules of the prediction game',
    },
    pick: {
      id: 'football-pool.rules.pick',
      defaultMessage:
        'For every match of the week, pick the home win, a draw or the away win. You can change your pick until the match kicks off.',
      description: 'Rules of the prediction game: what to pick and until when',
    },
    lock: {
      id: 'football-pool.rules.lock',
      defaultMessage:
        'At kick-off the match locks: from then on nobody can pick or change a pick, and the game shows everyone’s split.',
      description: 'Rules of the prediction game: the lock at kick-off',
    },
    points: {
      id: 'football-pool.rules.points',
      defaultMessage:
        'A right pick earns 10 times its odds, rounded to a whole number. A wrong pick, or no pick, earns 0 points.',
      description: 'Rules of the prediction game: the scoring',
    },
    settled: {
      id: 'football-pool.rules.settled',
      defaultMessage: 'Points are added as soon as a match is over; the rankings follow at once.',
      description: 'Rules of the prediction game: when points count',
    },
    ties: {
      id: 'football-pool.rules.ties',
      defaultMessage:
        'Players with the same points share a place, and the next place is skipped: the ranking goes 1, 2, 2, 4.',
      description: 'Rules of the prediction game: how ties are ranked',
    },
    periods: {
      id: 'football-pool.rules.periods',
      defaultMessage: 'There is a ranking of every week (Monday to Sunday), of every month and of the whole season.',
      description: 'Rules of the prediction game: the ranking periods',
    },
  }),
  example: defineMessage<{ odds: string; points: number }>({
    id: 'football-pool.rules.example',
    defaultMessage: 'Example: a right pick at odds {odds} earns {points} points.',
    description: 'Rules of the prediction game: a worked example of the scoring',
  }),
};

/** Spec of the scoring (FP-08): round(10 × odds) for a right pick, 0 otherwise. */
function pointsFor(odds: number): number {
  return Math.round(10 * odds);
}

/** The games page's #rules tab: points, the lock at kick-off and ties (competition ranking). */
export function PoolRules() {
  const intl = useIntl();
  const headingId = useId();
  const exampleOdds = 1.85;
  return (
    <section className="fp-rules" aria-labelledby={headingId}>
      <h2 id={headingId} className="fp-section__title">
        {intl.formatMessage(messages.title)}
      </h2>
      <ul className="fp-rules__list">
        <li>{intl.formatMessage(messages.pick)}</li>
        <li>{intl.formatMessage(messages.lock)}</li>
        <li>
          {intl.formatMessage(messages.points)}{' '}
          {intl.formatMessage(messages.example, {
            odds: intl.formatNumber(exampleOdds, { minimumFractionDigits: 2 }),
            points: pointsFor(exampleOdds),
          })}
        </li>
        <li>{intl.formatMessage(messages.settled)}</li>
        <li>{intl.formatMessage(messages.ties)}</li>
        <li>{intl.formatMessage(messages.periods)}</li>
      </ul>
    </section>
  );
}
