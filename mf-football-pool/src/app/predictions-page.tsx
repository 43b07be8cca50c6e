import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PageHead } from '@tribune/shared';
import { WeekPredictions } from '../features/predictions/components/week-predictions';
import { useRequestedWeek } from '../features/predictions/hooks/use-requested-week';
import { poolMessages } from './pool-messages';
import { SessionBar } from './session-bar';

/** FP-01…FP-03, FP-08: /football-pool/predictions, the games of a week (`?week_start=`) to predict. */
export function PredictionsPage() {
  const intl = useIntl();
  const titleId = useId();
  const requestedWeek = useRequestedWeek();
  return (
    <section className="fp-page" aria-labelledby={titleId}>
      <PageHead
        title={intl.formatMessage(poolMessages.predictionsTitle)}
        description={intl.formatMessage(poolMessages.predictionsIntro)}
        path="/football-pool/predictions"
      />
      <h1 id={titleId} className="fp-page__title">
        {intl.formatMessage(poolMessages.predictionsTitle)}
      </h1>
      <p className="fp-page__intro">{intl.formatMessage(poolMessages.predictionsIntro)}</p>
      <SessionBar />
      <WeekPredictions weekStart={requestedWeek} navigable />
    </section>
  );
}
