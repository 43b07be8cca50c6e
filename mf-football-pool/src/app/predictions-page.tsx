import { useId } from 'react';
import { FormattedMessage, defineMessages } from 'react-intl';
import { LoadError, Spinner, useSession } from '@tribune/shared';
import { usePredictions } from '../features/predictions/api/get-predictions';
import type { PredictionGame } from '../features/predictions/api/prediction-game-schema';
import { GuestNotice } from '../features/predictions/components/guest-notice';
import { PredictionGameCard } from '../features/predictions/components/prediction-game-card';
import { WeekNavigation } from '../features/predictions/components/week-navigation';
import { usePredictionChoices } from '../features/predictions/hooks/use-prediction-choices';
import { currentWeekStart, toWeekStart, useRequestedWeek } from '../features/predictions/hooks/use-requested-week';

const messages = defineMessages({
  title: {
    id: 'football-pool.predictions.title',
    defaultMessage: 'Predictions',
    description: 'Heading of the predictions page',
  },
  intro: {
    id: 'football-pool.predictions.intro',
    defaultMessage: 'Pick the winner of every match of the week, or a draw. A right pick earns points by its odds.',
    description: 'Introduction on the predictions page',
  },
  empty: {
    id: 'football-pool.predictions.empty',
    defaultMessage: 'There are no games to predict this week.',
    description: 'Shown when a week has no games',
  },
  loadFailed: {
    id: 'football-pool.predictions.load-failed',
    defaultMessage: 'The games could not be loaded.',
    description: 'Shown when the games of the week fail to load',
  },
});

/** FP-01/FP-02: /football-pool/predictions, the games of a week (`?week_start=`) to predict. */
export function PredictionsPage() {
  const titleId = useId();
  const weekHeadingId = useId();
  const requestedWeek = useRequestedWeek();
  const { isLoggedIn } = useSession();
  const { data, error, isLoading, mutate } = usePredictions(requestedWeek);
  const weekStart = requestedWeek ?? toWeekStart(data?.weekStart) ?? currentWeekStart();

  return (
    <section className="fp-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="fp-page__title">
        <FormattedMessage {...messages.title} />
      </h1>
      <p className="fp-page__intro">
        <FormattedMessage {...messages.intro} />
      </p>
      {isLoggedIn ? null : <GuestNotice />}
      <WeekNavigation weekStart={weekStart} headingId={weekHeadingId} />
      {isLoading ? <Spinner /> : null}
      {error && !data ? (
        <LoadError onRetry={() => void mutate()}>
          <FormattedMessage {...messages.loadFailed} />
        </LoadError>
      ) : null}
      {data && data.games.length === 0 ? (
        <p className="fp-empty">
          <FormattedMessage {...messages.empty} />
        </p>
      ) : null}
      {/* A new week starts with no choices made. */}
      {data && data.games.length > 0 ? (
        <GameList key={weekStart} games={data.games} labelledBy={weekHeadingId} />
      ) : null}
    </section>
  );
}

function GameList({ games, labelledBy }: { games: readonly PredictionGame[]; labelledBy: string }) {
  const { choices, choose } = usePredictionChoices();
  return (
    <ol className="fp-games" aria-labelledby={labelledBy}>
      {games.map((game) => (
        <PredictionGameCard key={game.id} game={game} chosen={choices[game.id]} onChoose={choose} />
      ))}
    </ol>
  );
}
