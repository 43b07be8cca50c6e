import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, useApiForm, useOpenAuthDialog, useSession } from '@tribune/shared';
import type { PredictionGame } from '../api/prediction-game-schema';
import { toSaveRefusal, useSavePredictions, type Pick } from '../api/save-predictions';
import { usePredictionChoices } from '../hooks/use-prediction-choices';
import { writePendingPicks } from '../lib/pending-picks';
import { PredictionGameCard } from './prediction-game-card';
import { predictionMessages } from './prediction-messages';

interface PredictionFormProps {
  games: readonly PredictionGame[];
  /** The id of the heading that names the list (the week). */
  labelledBy: string;
  /** After the API stored the picks: refresh and go back to the predictions page (spec 000 §4). */
  onSaved: () => Promise<void> | void;
  /** Set when the page was reached by a save: the confirmation is announced. */
  savedNotice: boolean;
}

/** The picks of games still open (not kicked off by now): those are what a save sends (FP-03, FP-08). */
function picksToSave(games: readonly PredictionGame[], choices: Readonly<Record<number, Pick['bet']>>): Pick[] {
  const now = Date.now();
  return games
    .filter((game) => game.state === 'active' && !(Date.parse(game.kickOff) <= now))
    .flatMap((game) => {
      const bet = choices[game.id] ?? game.userBet;
      return bet ? [{ gameId: game.id, bet }] : [];
    });
}

/** A refusal's messages by game, keyed as the form's fields are: by the game's id. */
function byGameId(byGame: Readonly<Record<number, string>>): Partial<Record<string, string>> {
  return Object.fromEntries(Object.entries(byGame));
}

/** Open games first, then those being played, then the finished ones; kick-off order within each. */
const stateOrder: Record<PredictionGame['state'], number> = { active: 0, live: 1, finished: 2 };
function openFirst(games: readonly PredictionGame[]): PredictionGame[] {
  return [...games].sort(
    (a, b) => stateOrder[a.state] - stateOrder[b.state] || Date.parse(a.kickOff) - Date.parse(b.kickOff) || a.id - b.id,
  );
}

/**
 * FP-02/FP-03: the week's games as a form, the games still open to predict first (a fan comes to pick:
 * the open game is not left under eight finished ones). Saving sends the picks of games still open; nothing chosen
 * is the spec's alert; a guest is asked to log in (the picks are kept); a refusal (422) is shown at
 * each game it names, and the outcome is announced in a live region.
 */
export function PredictionForm({ games, labelledBy, onSaved, savedNotice }: PredictionFormProps) {
  const intl = useIntl();
  const { trigger: savePredictions } = useSavePredictions();
  const { isLoggedIn } = useSession();
  const openAuthDialog = useOpenAuthDialog();
  const openIds = games.filter((game) => game.state === 'active').map((game) => game.id);
  const { choices, choose, reset } = usePredictionChoices(openIds);
  const [showSaved, setShowSaved] = useState(false);
  useEffect(() => {
    if (savedNotice) setShowSaved(true);
  }, [savedNotice]);
  const formId = useId();
  /** The picks of the save under way: a refusal names them by their place in this list. */
  const sentPicks = useRef<readonly Pick[]>([]);
  const save = useApiForm({
    action: 'saving predictions',
    submit: async () => {
      setShowSaved(false);
      await savePredictions(sentPicks.current);
      reset();
      await onSaved();
    },
    onSuccess: () => setShowSaved(true),
    layOutFailure: (error) => {
      const refusal = toSaveRefusal(error, sentPicks.current);
      return refusal && { fields: byGameId(refusal.byGame), formMessages: [refusal.message] };
    },
    failureMessage: (error) => {
      console.error('Saving predictions failed', error);
      return intl.formatMessage(predictionMessages.saveFailed);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.busy) return;
    const picks = picksToSave(games, choices);
    if (picks.length === 0) {
      window.alert(intl.formatMessage(predictionMessages.nothingSelected));
      return;
    }
    if (!isLoggedIn) {
      writePendingPicks(choices);
      openAuthDialog('login');
      return;
    }
    sentPicks.current = picks;
    void save.onSubmit(event);
  }

  return (
    <form className="fp-form" id={formId} aria-labelledby={labelledBy} onSubmit={submit}>
      <ol className="fp-games" aria-labelledby={labelledBy}>
        {openFirst(games).map((game) => (
          <PredictionGameCard
            key={game.id}
            game={game}
            chosen={choices[game.id]}
            onChoose={(gameId, bet) => {
              setShowSaved(false);
              choose(gameId, bet);
            }}
            error={save.fieldErrors[String(game.id)]}
          />
        ))}
      </ol>
      <div className="fp-form__footer">
        {openIds.length > 0 ? (
          <Button type="submit" busy={save.busy}>
            {intl.formatMessage(predictionMessages.save)}
          </Button>
        ) : null}
        <div className="fp-form__status" role="status">
          {showSaved ? <p className="alert alert--success">{intl.formatMessage(predictionMessages.saved)}</p> : null}
          {save.formError ? <p className="alert alert--danger">{save.formError}</p> : null}
        </div>
      </div>
    </form>
  );
}
