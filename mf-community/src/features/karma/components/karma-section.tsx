import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadError, Spinner } from '@tribune/shared';
import { useUserKarmaStats, type KarmaStats } from '../api/get-user-karma-stats';
import { KarmaChart } from './karma-chart';
import { karmaMessages } from './karma-messages';
import { KarmaRanking } from './karma-ranking';
import './karma.css';

function KarmaTotals({ totals }: { totals: KarmaStats['metaData'] }) {
  const intl = useIntl();
  const items = [
    { label: karmaMessages.score, value: totals.karma_score },
    { label: karmaMessages.comments, value: totals.comments_count },
    { label: karmaMessages.likes, value: totals.likes_count },
  ];
  return (
    <dl className="cm-karma-totals" aria-label={intl.formatMessage(karmaMessages.totalsLabel)}>
      {items.map((item) => (
        <div key={item.label.id} className="cm-karma-totals__item">
          <dt>
            <FormattedMessage {...item.label} />
          </dt>
          <dd>{intl.formatNumber(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** KAR-02 on a public profile: the all-time totals, comments and likes per month, and the ranking. */
export function KarmaSection({ userId }: { userId: number }) {
  const titleId = useId();
  const chartId = useId();
  const rankingId = useId();
  const { data, error, isLoading, mutate } = useUserKarmaStats(userId);
  return (
    <section className="cm-karma card" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        <FormattedMessage {...karmaMessages.title} />
      </h2>
      {isLoading ? <Spinner /> : null}
      {error && !data ? (
        <LoadError onRetry={() => void mutate()}>
          <FormattedMessage {...karmaMessages.loadFailed} />
        </LoadError>
      ) : null}
      {data ? (
        <>
          <KarmaTotals totals={data.metaData} />
          <section aria-labelledby={chartId}>
            <h3 id={chartId} className="cm-karma__subtitle">
              <FormattedMessage {...karmaMessages.chartTitle} />
            </h3>
            <KarmaChart months={data.data} />
          </section>
        </>
      ) : null}
      <KarmaRanking userId={userId} headingId={rankingId} />
    </section>
  );
}
