import { useId, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { LoadError, Spinner } from '@tribune/shared';
import {
  topFansPeriods,
  topFansSize,
  useListKarmaStatsInAPeriod,
  type TopFansOrder,
  type TopFansPeriod,
} from '../api/list-karma-stats-in-a-period';
import { countMessages } from './count-messages';
import { FanRow } from './fan-row';
import { PeriodButtons } from './period-buttons';
import { topFansMessages } from './top-fans-messages';

/** Smaller than the community page's 40 px: the sidebar is narrow (spec 000 §9 allows 30–40). */
const avatarSize = 32;

interface TopFansListProps {
  title: MessageDescriptor;
  period: TopFansPeriod;
  order: TopFansOrder;
}

function TopFansList({ title, period, order }: TopFansListProps) {
  const intl = useIntl();
  const headingId = useId();
  const { data: fans, error, isLoading, mutate } = useListKarmaStatsInAPeriod(period, order);
  return (
    <section className="cm-top-fans__list" aria-labelledby={headingId}>
      <h3 id={headingId} className="cm-top-fans__subtitle">
        <FormattedMessage {...title} />
      </h3>
      {isLoading ? <Spinner /> : null}
      {error && !fans ? (
        <LoadError onRetry={() => void mutate()}>
          <FormattedMessage {...topFansMessages.loadFailed} />
        </LoadError>
      ) : null}
      {fans && fans.length === 0 ? (
        <p className="cm-empty">
          <FormattedMessage {...topFansMessages.empty} />
        </p>
      ) : null}
      {fans && fans.length > 0 ? (
        <ol className="cm-fans">
          {fans.slice(0, topFansSize).map((fan) => (
            <FanRow
              key={fan.user_id}
              username={fan.username}
              href={`/user/${encodeURIComponent(fan.username)}`}
              avatar={fan.user_avatar}
              avatarSize={avatarSize}
              count={intl.formatMessage(countMessages[order], {
                count: order === 'comments' ? fan.comments_count : fan.likes_count,
              })}
            />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/**
 * KAR-01: this week's (or this month's) top commenters and top likers from the karma service, 5 each,
 * in the home page's sidebar. Each list loads its own period when it is shown.
 */
export function TopFansWidget() {
  const intl = useIntl();
  const titleId = useId();
  const [period, setPeriod] = useState<TopFansPeriod>('week');
  return (
    <section className="cm-widget cm-top-fans card" aria-labelledby={titleId}>
      <div className="cm-top-fans__header">
        <h2 id={titleId} className="section-title">
          <FormattedMessage {...topFansMessages.title} />
        </h2>
        <PeriodButtons
          label={intl.formatMessage(topFansMessages.periods)}
          periods={topFansPeriods}
          active={period}
          labelOf={(value) => intl.formatMessage(topFansMessages[value])}
          onChange={setPeriod}
        />
      </div>
      <TopFansList title={topFansMessages.commenters} period={period} order="comments" />
      <TopFansList title={topFansMessages.likers} period={period} order="likes" />
    </section>
  );
}
