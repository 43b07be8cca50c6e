import { useIntl } from 'react-intl';
import type { Bet, PredictionGame } from '../api/prediction-game-schema';
import { predictionMessages } from './prediction-messages';

/**
 * FP-05: predictions of games that have locked, read-only: the match and score, the pick with its odds
 * and under it correct/wrong (none made for a finished game without one), and the points once settled.
 * Three columns, so the points stay on screen on a 360 px phone with large text (MD-01): the outcome
 * shares the pick's cell rather than taking a column of its own.
 */
export function PredictionHistory({ games, caption }: { games: readonly PredictionGame[]; caption: string }) {
  const intl = useIntl();
  if (games.length === 0) return <p className="fp-empty">{intl.formatMessage(predictionMessages.historyEmpty)}</p>;
  const pickName = (game: PredictionGame, bet: Bet) =>
    bet === 'home_win'
      ? game.home.name
      : bet === 'away_win'
        ? game.away.name
        : intl.formatMessage(predictionMessages.draw);
  return (
    <table className="fp-history">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(predictionMessages.historyMatch)}</th>
          <th scope="col">{intl.formatMessage(predictionMessages.historyPick)}</th>
          <th scope="col" className="fp-history__points">
            {intl.formatMessage(predictionMessages.historyPoints)}
          </th>
        </tr>
      </thead>
      <tbody>
        {games.map((game) => {
          const odds = game.userBet ? game.odds[game.userBet] : null;
          const outcome = game.outcome;
          return (
            <tr key={game.id}>
              <th scope="row">
                {intl.formatMessage(predictionMessages.match, { home: game.home.name, away: game.away.name })}
                {/* The space outside the score, which never breaks inside itself ("(1 -" above "4)"). */}
                {game.score ? ' ' : null}
                {game.score ? (
                  <span className="fp-history__score">
                    ({intl.formatMessage(predictionMessages.score, { home: game.score[0], away: game.score[1] })})
                  </span>
                ) : null}
              </th>
              <td className="fp-history__pick">
                <span>
                  {game.userBet ? pickName(game, game.userBet) : '–'}
                  {odds !== null && odds !== undefined ? (
                    <span className="fp-history__odds">
                      {' '}
                      ({intl.formatNumber(odds, { minimumFractionDigits: 2, maximumFractionDigits: 2 })})
                    </span>
                  ) : null}
                </span>{' '}
                {outcome ? (
                  <span className={`fp-badge fp-badge--${outcome}`}>
                    {intl.formatMessage(predictionMessages[outcome])}
                  </span>
                ) : (
                  <span className="fp-history__pending">{intl.formatMessage(predictionMessages.pending)}</span>
                )}
              </td>
              <td className="fp-history__points">{game.points === null ? '–' : intl.formatNumber(game.points)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
