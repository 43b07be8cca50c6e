import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useScoreStrip } from '../hooks/use-score-strip';
import { ScoreCard } from './score-card';
import { scoreStripMessages } from './score-strip-messages';
import './score-strip.css';

const titles = {
  live: scoreStripMessages.liveTitle,
  today: scoreStripMessages.todayTitle,
  next: scoreStripMessages.nextTitle,
};

/**
 * MD-02: the score strip at the top of the home page, where a fan looks first: the matches in play
 * (minute and score, updating in real time), then the rest of today's, else the next match with its
 * countdown; each card one link to the match. A row that scrolls sideways on a phone (the next card
 * shows at the edge, and the heading says how many there are). Nothing at all when there is no match.
 */
export function ScoreStrip() {
  const intl = useIntl();
  const { mode, cards, refresh } = useScoreStrip();
  if (mode === 'none') return null;
  // Under "Live now" with today's other matches after the live ones, the count says it is today's.
  const todayToo = mode === 'live' && cards.some((card) => card.kind !== 'live');
  return (
    // Named apart from its heading: the match centre's own "Live now" lists are regions too (landmark-unique).
    <section className={`score-strip score-strip--${mode}`} aria-label={intl.formatMessage(scoreStripMessages.label)}>
      <div className="score-strip__head">
        <h2 className="score-strip__title">
          <FormattedMessage {...titles[mode]} />
        </h2>
        {cards.length > 1 ? (
          <span className="score-strip__count">
            {intl.formatMessage(todayToo ? scoreStripMessages.matchCountToday : scoreStripMessages.matchCount, {
              count: cards.length,
            })}
          </span>
        ) : null}
        <Link className="score-strip__more" to="/matchcenter">
          <FormattedMessage {...scoreStripMessages.allMatches} />
        </Link>
      </div>
      <ul className="score-strip__cards">
        {cards.map(({ kind, fixture }) => (
          <li key={fixture.id} className="score-strip__item">
            <ScoreCard kind={kind} fixture={fixture} onEnded={refresh} />
          </li>
        ))}
      </ul>
    </section>
  );
}
