import { useCallback, useEffect, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useOpenAuthDialog, useRenderedAt, useSession } from '@tribune/shared';
import { toSaveRefusal, useSavePredictions } from '../api/save-predictions';
import { bets, type Bet, type PredictionGame } from '../api/prediction-game-schema';
import { useFixtureGame } from '../hooks/use-fixture-game';
import { useKickOffPassed } from '../hooks/use-kick-off-passed';
import { keepPendingPick, takePendingPick } from '../lib/pending-picks';
import { matchPickMessages as messages } from './match-pick-messages';

/**
 * CLB-04: the pick of a match card or match page. While the match's game is open: "Predict: closes in
 * 8h" and the three bets, each saved in place on a tap (FP-03's save, one game per save, so all or
 * nothing holds trivially); a guest's tap asks for the login and the pick is kept (FP-03's pending
 * picks) and saved once the fan is logged in. Locked (FP-08): the fan's pick; settled: with its points.
 * Nothing for a match without a game, nor for a locked game the fan did not play.
 */
export function MatchPick({ fixtureId, kickOff }: { fixtureId: string; kickOff: string }) {
  const game = useFixtureGame(fixtureId, kickOff);
  // The week's answer is shared by every card: its failure is not repeated, nor logged, by each of them;
  // the card simply shows no pick (the predictions page reports the same call's failures).
  if (!game) return null;
  return <GamePick key={game.id} game={game} />;
}

function GamePick({ game }: { game: PredictionGame }) {
  const intl = useIntl();
  const { trigger: savePredictions } = useSavePredictions();
  const { isLoggedIn, isRestored } = useSession();
  const openAuthDialog = useOpenAuthDialog();
  const kickedOff = useKickOffPassed(game.kickOff);
  const locked = game.state !== 'active' || kickedOff;
  const [chosen, setChosen] = useState<Bet | null>(null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const save = useCallback(
    async (bet: Bet) => {
      setChosen(bet);
      setSaving(true);
      setMessage(null);
      const picks = [{ gameId: game.id, bet }];
      try {
        // Every card of the week, and the match page's FP-06 widget, show the stored pick (the hook's caches).
        await savePredictions(picks);
        setChosen(null);
        setMessage({ tone: 'success', text: intl.formatMessage(messages.saved) });
      } catch (error) {
        const refusal = toSaveRefusal(error, picks);
        if (!refusal) console.error('Saving a pick from a match card failed', { gameId: game.id, error });
        setChosen(null);
        setMessage({
          tone: 'danger',
          text: refusal?.byGame[game.id] ?? refusal?.message ?? intl.formatMessage(messages.saveFailed),
        });
      } finally {
        setSaving(false);
      }
    },
    [game.id, intl, savePredictions],
  );

  // The guest's pick, kept through the login (with or without the page's reload), is saved once.
  useEffect(() => {
    if (!isRestored || !isLoggedIn || locked) return;
    const kept = takePendingPick(game.id);
    if (kept) void save(kept);
  }, [isRestored, isLoggedIn, locked, game.id, save]);

  const pickName = (bet: Bet) =>
    bet === 'home_win' ? game.home.name : bet === 'away_win' ? game.away.name : intl.formatMessage(messages.draw);

  if (locked) {
    if (!game.userBet) return null;
    return (
      <p className="fp-pick fp-pick--locked">
        {game.state === 'finished' && game.points !== null
          ? intl.formatMessage(messages.yourPickPoints, { pick: pickName(game.userBet), points: game.points })
          : intl.formatMessage(messages.yourPick, { pick: pickName(game.userBet) })}
      </p>
    );
  }

  const selected = chosen ?? game.userBet;
  const choose = (bet: Bet) => {
    if (saving) return;
    if (!isLoggedIn) {
      setChosen(bet);
      setMessage(null);
      keepPendingPick(game.id, bet);
      openAuthDialog('login');
      return;
    }
    void save(bet);
  };

  return (
    <div
      className="fp-pick"
      role="group"
      aria-label={intl.formatMessage(messages.label, { home: game.home.name, away: game.away.name })}
    >
      <ClosesIn kickOff={game.kickOff} />
      <div className="fp-pick__bets">
        {bets.map((bet) => (
          <button
            key={bet}
            type="button"
            className="fp-pick__bet"
            aria-pressed={selected === bet}
            aria-label={betLabel(intl, game, bet)}
            disabled={saving}
            onClick={() => choose(bet)}
          >
            {pickName(bet)}
          </button>
        ))}
      </div>
      <p className={`fp-pick__status fp-pick__status--${message?.tone ?? 'none'}`} role="status">
        {message?.text}
      </p>
    </div>
  );
}

/** The accessible name names the club (and starts with the visible text, WCAG 2.5.3). */
function betLabel(intl: IntlShape, game: PredictionGame, bet: Bet): string | undefined {
  if (bet === 'home_win') return intl.formatMessage(messages.homeWin, { club: game.home.name });
  if (bet === 'away_win') return intl.formatMessage(messages.awayWin, { club: game.away.name });
  return undefined;
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

/**
 * "Predict: closes in 8h": the time to kick-off in the platform's Intl.RelativeTimeFormat (through
 * react-intl; no luxon, issue 10 §3), in days from two days on, hours from one hour, else minutes.
 * It starts from the page's render time (server and hydration agree) and moves each half minute.
 */
function ClosesIn({ kickOff }: { kickOff: string }) {
  const intl = useIntl();
  const renderedAt = useRenderedAt();
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), minuteMs / 2);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Date.parse(kickOff) - now);
  const [value, unit] =
    left >= 48 * hourMs
      ? [Math.floor(left / (24 * hourMs)), 'day' as const]
      : left >= hourMs
        ? [Math.floor(left / hourMs), 'hour' as const]
        : [Math.max(1, Math.ceil(left / minuteMs)), 'minute' as const];
  return (
    <p className="fp-pick__closes">
      {intl.formatMessage(messages.closesIn, {
        relative: intl.formatRelativeTime(value, unit, { style: 'narrow', numeric: 'always' }),
      })}
    </p>
  );
}
