import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Avatar, isApiError, LoadError, NotFoundPage, PageHead, Spinner } from '@tribune/shared';
import { useUserRanking } from '../features/predictions/api/get-user-ranking';
import { PredictionHistory } from '../features/predictions/components/prediction-history';
import { usePredictionsSettled } from '../hooks/use-predictions-settled';
import { poolMessages } from './pool-messages';

/** FP-05: /football-pool/user/:userId, a player's predictions of locked games and their season totals. */
export function UserPredictionsPage() {
  const { userId = '' } = useParams();
  const intl = useIntl();
  const titleId = useId();
  const valid = /^\d+$/.test(userId);
  const { data, error, mutate } = useUserRanking(valid ? userId : null);
  usePredictionsSettled(() => void mutate());

  if (!valid || isApiError(error, 404) || isApiError(error, 400)) return <NotFoundPage />;
  if (error && !data)
    return <LoadError onRetry={() => void mutate()}>{intl.formatMessage(poolMessages.userLoadFailed)}</LoadError>;
  if (!data) return <Spinner />;

  const heading = intl.formatMessage(poolMessages.userHeading, { username: data.user.username });
  const totals = data.totals;
  return (
    <section className="fp-page" aria-labelledby={titleId}>
      <PageHead title={heading} path={`/football-pool/user/${data.user.id}`} />
      <header className="fp-user">
        <Avatar src={data.user.image} name={data.user.username} size={40} />
        <h1 id={titleId} className="fp-page__title">
          {heading}
        </h1>
      </header>
      <p className="fp-user__totals">
        {totals
          ? intl.formatMessage(poolMessages.userTotals, {
              rank: totals.rank,
              points: totals.points,
              correct: totals.correct,
              played: totals.played,
            })
          : intl.formatMessage(poolMessages.userNoRow)}
      </p>
      <PredictionHistory games={data.games} caption={heading} />
    </section>
  );
}
