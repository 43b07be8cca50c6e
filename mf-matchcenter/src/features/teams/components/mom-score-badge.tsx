import { FormattedMessage, useIntl } from 'react-intl';
import { momScoreMessages } from './mom-score-messages';
import './mom-score-badge.css';

interface MomScoreBadgeProps {
  /** The fans' average grade (1–5) and how many fans gave one. */
  score: { average_votes: number; votes: number };
  /**
   * A match's man of the match: who he is (`''` when the API has no name). Without it the badge is a
   * player's own average, shown beside his name.
   */
  manOfTheMatch?: string;
  className?: string;
}

/**
 * MC-06: a fans' man-of-the-match average as a small badge ("★ 4.6") that fits a list row on a
 * 360 px phone. The star and the bare number are hidden from screen readers, which read the whole
 * sentence instead (the same sentence is the hover title). One decimal always, so badges line up.
 */
export function MomScoreBadge({ score, manOfTheMatch, className }: MomScoreBadgeProps) {
  const intl = useIntl();
  const average = intl.formatNumber(score.average_votes, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const values = { average, count: score.votes };
  let label: string;
  if (manOfTheMatch === undefined) label = intl.formatMessage(momScoreMessages.playerScore, values);
  else if (manOfTheMatch === '') label = intl.formatMessage(momScoreMessages.matchScoreUnnamed, values);
  else label = intl.formatMessage(momScoreMessages.matchScore, { ...values, player: manOfTheMatch });
  return (
    <span className={['mom-score', className].filter(Boolean).join(' ')}>
      <span className="mom-score__badge" aria-hidden="true" title={label}>
        {`★ ${average}`}
      </span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/**
 * The key to the badges, under a list that shows at least one: a "★ 4.2" alone does not say what it
 * rates. Hidden from screen readers, which hear each badge's whole sentence instead.
 */
export function MomScoreLegend() {
  return (
    <p className="mom-score-legend" aria-hidden="true">
      <FormattedMessage {...momScoreMessages.scoreLegend} />
    </p>
  );
}
