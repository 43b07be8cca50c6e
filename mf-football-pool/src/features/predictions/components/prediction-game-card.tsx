import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Countdown, formatKickOff, TeamCrest, useTenant } from '@tribune/shared';
import { useLiveScore } from '../hooks/use-live-score';
import { bets, type Bet, type PredictionGame } from '../api/prediction-game-schema';
import { useKickOffPassed } from '../hooks/use-kick-off-passed';
import { predictionMessages } from './prediction-messages';

interface PredictionGameCardProps {
  game: PredictionGame;
  /** The bet chosen on this page, if any; otherwise the saved prediction shows. */
  chosen: Bet | undefined;
  onChoose: (gameId: number, bet: Bet) => void;
  /** Why the API refused this game's pick (a 422 of the save), shown at the game. */
  error?: string | undefined;
}

/**
 * One game of the week (FP-01): its teams, state and, once finished, whether the prediction was right
 * and its points. The three options are a radio group, so choosing one deselects the others (FP-02).
 * An open game counts down to its kick-off and locks then, without a reload (FP-08); a game that is
 * live or finished is locked.
 */
export function PredictionGameCard({ game, chosen, onChoose, error }: PredictionGameCardProps) {
  const intl = useIntl();
  const { language } = useTenant();
  const hintId = useId();
  const errorId = useId();
  const legendId = useId();
  const kickedOff = useKickOffPassed(game.kickOff);
  const locked = game.state !== 'active' || kickedOff;
  const selected = (locked ? undefined : chosen) ?? game.userBet;
  // A game being played shows its score as it stands (the predictions call sends one only at full time).
  const liveScore = useLiveScore(game.state === 'live' ? game.fixtureId : null);
  const score = game.state === 'active' ? null : (game.score ?? liveScore);
  const optionName = (bet: Bet) =>
    bet === 'home_win'
      ? game.home.name
      : bet === 'away_win'
        ? game.away.name
        : intl.formatMessage(predictionMessages.draw);
  const describedBy = [locked ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <li className={`fp-game card fp-game--${game.state}`}>
      <div className="fp-game__header">
        <span className="fp-game__teams">
          <span className="fp-game__team">
            <TeamCrest name={game.home.name} logo={game.home.logo} size={28} />
            {game.home.name}
          </span>
          <span className="fp-game__score" aria-hidden={score ? undefined : true}>
            {score ? intl.formatMessage(predictionMessages.score, { home: score[0], away: score[1] }) : '–'}
          </span>
          <span className="fp-game__team fp-game__team--away">
            {game.away.name}
            <TeamCrest name={game.away.name} logo={game.away.logo} size={28} />
          </span>
        </span>
        <span className="fp-game__meta">
          {game.kickOff ? (
            <time className="fp-game__kick-off" dateTime={game.kickOff}>
              {formatKickOff(game.kickOff, language)}
            </time>
          ) : null}
          <GameStateBadge game={game} kickedOff={kickedOff} />
        </span>
      </div>
      {/* Native radios sharing a name: arrow keys move the choice, one per game. */}
      <fieldset
        className="fp-game__options"
        role="radiogroup"
        aria-labelledby={legendId}
        disabled={locked}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      >
        <legend id={legendId} className="visually-hidden">
          {intl.formatMessage(predictionMessages.optionsLabel, { home: game.home.name, away: game.away.name })}
        </legend>
        {bets.map((bet) => {
          const odds = game.odds[bet];
          const isSelected = selected === bet;
          return (
            <label key={bet} className={['fp-option', isSelected && 'fp-option--selected'].filter(Boolean).join(' ')}>
              <input
                type="radio"
                className="fp-option__input"
                name={`prediction-${game.id}`}
                value={bet}
                checked={isSelected}
                onChange={() => onChoose(game.id, bet)}
              />
              <span className="fp-option__name">{optionName(bet)}</span>
              {odds !== null ? (
                <span className="fp-option__odds">
                  <span className="visually-hidden">{intl.formatMessage(predictionMessages.odds)} </span>
                  {intl.formatNumber(odds, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
                </span>
              ) : null}
            </label>
          );
        })}
      </fieldset>
      {locked ? null : (
        <div className="fp-game__countdown">
          <span className="fp-game__countdown-label">{intl.formatMessage(predictionMessages.closesIn)}</span>
          <Countdown target={game.kickOff} />
        </div>
      )}
      {error ? (
        <p id={errorId} className="fp-game__error">
          {error}
        </p>
      ) : null}
      {locked ? (
        <p id={hintId} className="visually-hidden">
          {intl.formatMessage(predictionMessages.locked)}
        </p>
      ) : null}
    </li>
  );
}

function GameStateBadge({ game, kickedOff }: { game: PredictionGame; kickedOff: boolean }) {
  const intl = useIntl();
  if (game.state === 'active' && kickedOff)
    return <span className="fp-badge fp-badge--closed">{intl.formatMessage(predictionMessages.closed)}</span>;
  if (game.state === 'active')
    return <span className="fp-badge fp-badge--open">{intl.formatMessage(predictionMessages.open)}</span>;
  if (game.state === 'live')
    return <span className="fp-badge fp-badge--live">{intl.formatMessage(predictionMessages.live)}</span>;
  const { outcome, points } = game;
  return (
    <span className="fp-game__outcome">
      <span className="fp-badge fp-badge--finished">{intl.formatMessage(predictionMessages.finished)}</span>
      {outcome ? (
        <span className={`fp-badge fp-badge--${outcome}`}>{intl.formatMessage(predictionMessages[outcome])}</span>
      ) : null}
      {points !== null && outcome !== 'none' ? (
        <span className="fp-game__points">{intl.formatMessage(predictionMessages.points, { points })}</span>
      ) : null}
    </span>
  );
}
