import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button, isApiError, useApiForm, useOpenAuthDialog, useSession } from '@tribune/shared';
import { useGameByFixture } from '../api/get-game-by-fixture';
import { useGamePublicStats, type PublicStats } from '../api/get-game-public-stats';
import { toSaveRefusal, useSavePredictions } from '../api/save-predictions';
import { bets, type Bet, type PredictionGame } from '../api/prediction-game-schema';
import { useKickOffPassed } from '../hooks/use-kick-off-passed';
import { matchPredictionMessages } from './match-prediction-messages';
import { predictionMessages } from './prediction-messages';

/**
 * FP-06: the prediction game of an article's or a match page's match. A fan picks right there (the
 * same save as the predictions page); a guest who picks is asked to log in. The fans' split shows to
 * everyone, before kick-off too (issue 26, decision 0036), and counts a fan's pick once saved. Nothing
 * shows for a match without a game.
 */
export function MatchPredictionWidget({ fixtureId }: { fixtureId: string }) {
  const { data, error } = useGameByFixture(fixtureId);
  // A kept answer (while a login's own loads) is shown only for the same match.
  const game = data && String(data.fixtureId) === fixtureId ? data : undefined;
  if (!game) {
    if (error && !isApiError(error, 404)) console.error('Match prediction unavailable', error);
    return null;
  }
  return <MatchPrediction game={game} />;
}

function MatchPrediction({ game }: { game: PredictionGame }) {
  const intl = useIntl();
  const { trigger: savePredictions } = useSavePredictions();
  const headingId = useId();
  const { isRestored, isLoggedIn } = useSession();
  const openAuthDialog = useOpenAuthDialog();
  const kickedOff = useKickOffPassed(game.kickOff);
  const locked = game.state !== 'active' || kickedOff;
  const [chosen, setChosen] = useState<Bet | null>(null);
  const [savedBet, setSavedBet] = useState<Bet | null>(null);
  const [saved, setSaved] = useState(false);
  const ownBet = savedBet ?? game.userBet;
  const selected = (locked ? null : chosen) ?? ownBet;
  const { data: stats } = useGamePublicStats(game.id);

  const name = (bet: Bet) =>
    bet === 'home_win'
      ? game.home.name
      : bet === 'away_win'
        ? game.away.name
        : intl.formatMessage(predictionMessages.draw);

  const picks = chosen ? [{ gameId: game.id, bet: chosen }] : [];
  const save = useApiForm({
    action: 'saving a prediction',
    submit: async () => {
      setSaved(false);
      await savePredictions(picks);
      return chosen;
    },
    onSuccess: (bet) => {
      setSavedBet(bet);
      setChosen(null);
      setSaved(true);
    },
    // One game: its own message if the refusal names it, else the refusal's.
    layOutFailure: (error) => {
      const refusal = toSaveRefusal(error, picks);
      return refusal && { fields: {}, formMessages: [refusal.byGame[game.id] ?? refusal.message] };
    },
    failureMessage: (error) => {
      console.error('Saving a prediction failed', error);
      return intl.formatMessage(predictionMessages.saveFailed);
    },
  });
  const { busy: saving, formError, clearErrors } = save;

  const choose = (bet: Bet) => {
    setChosen(bet);
    setSaved(false);
    clearErrors();
    if (!isLoggedIn) openAuthDialog('login');
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || locked) return;
    if (!chosen) {
      window.alert(intl.formatMessage(predictionMessages.nothingSelected));
      return;
    }
    if (!isLoggedIn) {
      openAuthDialog('login');
      return;
    }
    void save.onSubmit(event);
  }

  return (
    <aside className="fp-widget card" aria-labelledby={headingId}>
      <h2 id={headingId} className="fp-widget__title">
        {intl.formatMessage(matchPredictionMessages.title)}
      </h2>
      <form className="fp-widget__form" aria-labelledby={headingId} onSubmit={submit}>
        <fieldset
          className="fp-game__options"
          role="radiogroup"
          aria-labelledby={`${headingId}-legend`}
          disabled={locked}
        >
          <legend id={`${headingId}-legend`} className="visually-hidden">
            {intl.formatMessage(predictionMessages.optionsLabel, { home: game.home.name, away: game.away.name })}
          </legend>
          {bets.map((bet) => {
            const odds = game.odds[bet];
            return (
              <label
                key={bet}
                className={['fp-option', selected === bet && 'fp-option--selected'].filter(Boolean).join(' ')}
              >
                <input
                  type="radio"
                  className="fp-option__input"
                  name={`match-prediction-${game.id}`}
                  value={bet}
                  checked={selected === bet}
                  onChange={() => choose(bet)}
                />
                <span className="fp-option__name">{name(bet)}</span>
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
        {/* The session-dependent part: a guest's invitation on the server and while hydrating (issue 26:
            part of the first paint), hidden before hydration for a stored session (data-guest-only). */}
        <div className="fp-widget__session" data-guest-only={!isRestored && !locked ? '' : undefined}>
          {isRestored && !locked && isLoggedIn ? (
            <Button type="submit" busy={saving}>
              {intl.formatMessage(matchPredictionMessages.save)}
            </Button>
          ) : null}
          {!locked && !(isRestored && isLoggedIn) ? (
            <div className="fp-widget__guest">
              <p>{intl.formatMessage(matchPredictionMessages.loginInvitation)}</p>
              <Button variant="secondary" onClick={() => openAuthDialog('login')}>
                {intl.formatMessage(matchPredictionMessages.login)}
              </Button>
            </div>
          ) : null}
          {locked ? <p className="fp-widget__note">{intl.formatMessage(predictionMessages.locked)}</p> : null}
        </div>
        <div className="fp-widget__status" role="status">
          {saved ? (
            <p className="alert alert--success">{intl.formatMessage(matchPredictionMessages.saved)}</p>
          ) : formError ? (
            <p className="alert alert--danger">{formError}</p>
          ) : null}
        </div>
      </form>
      {stats?.visible && stats.shares ? <PublicSplit stats={stats} name={name} /> : null}
      <Link className="fp-widget__more" to="/football-pool/predictions">
        {intl.formatMessage(matchPredictionMessages.allGames)}
      </Link>
    </aside>
  );
}

function PublicSplit({ stats, name }: { stats: PublicStats; name: (bet: Bet) => string }) {
  const intl = useIntl();
  const headingId = useId();
  const shares = stats.shares;
  if (!shares) return null;
  return (
    <section className="fp-split" aria-labelledby={headingId}>
      <h3 id={headingId} className="fp-split__title">
        {intl.formatMessage(matchPredictionMessages.split)}
        {stats.total !== null ? (
          <span className="fp-split__total">
            {' '}
            · {intl.formatMessage(matchPredictionMessages.total, { total: stats.total })}
          </span>
        ) : null}
      </h3>
      <ul className="fp-split__list">
        {bets.map((bet) => (
          <li key={bet} className="fp-split__item">
            <span>{intl.formatMessage(matchPredictionMessages.share, { option: name(bet), share: shares[bet] })}</span>
            <span className="fp-split__bar" aria-hidden="true">
              <span className="fp-split__fill" style={{ width: `${shares[bet]}%` }} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
