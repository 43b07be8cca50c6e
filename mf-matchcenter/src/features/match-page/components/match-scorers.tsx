import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Match, Side } from '../api/get-fixture';
import { isGoal, minuteText, playerPath, scorersOf, teamName } from '../lib/match-facts';
import { matchPageMessages as messages } from './match-page-messages';
import { matchPreviewMessages as previewMessages } from './match-preview-messages';
import './match-scorers.css';

/**
 * The scorers of each side under a score, each with his minutes: "Brobbey 23', 67' (pen.)". The match
 * page's head and the home page's club card (CLB-02) show them; nothing before the first goal.
 */
export function MatchScorers({ match }: { match: Pick<Match, 'events' | 'homeTeam' | 'awayTeam'> }) {
  const intl = useIntl();
  const side = (which: Side) => {
    const scorers = scorersOf(match.events, which);
    return (
      <ul
        className={`match-header__scorers match-header__scorers--${which}`}
        aria-label={intl.formatMessage(previewMessages.scorersOf, { team: teamName(match, which) })}
      >
        {scorers.map((scorer) => (
          <li key={scorer.key}>
            <span className="match-header__scorer-name">
              {scorer.playerId !== null && scorer.name !== null ? (
                // MC-02: a scorer's name opens his page, as in the events and line-ups.
                <Link to={playerPath(scorer.playerId)}>{scorer.name}</Link>
              ) : (
                (scorer.name ?? intl.formatMessage(messages.unknownPlayer))
              )}
            </span>{' '}
            {scorer.goals
              .map((goal) => {
                const mark =
                  goal.type === 'own-goal'
                    ? ` (${intl.formatMessage(previewMessages.ownGoalShort)})`
                    : goal.type === 'penalty'
                      ? ` (${intl.formatMessage(previewMessages.penaltyShort)})`
                      : '';
                return `${minuteText(goal.minute, goal.extraMinute)}'${mark}`;
              })
              .join(', ')}
          </li>
        ))}
      </ul>
    );
  };
  if (!match.events.some(isGoal)) return null;
  return (
    <div className="match-header__scorers-row">
      {side('home')}
      <span className="match-header__ball" aria-hidden="true" />
      {side('away')}
    </div>
  );
}
