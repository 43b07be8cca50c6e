import { useId } from 'react';
import { useIntl } from 'react-intl';
import { LoadError, Stars } from '@tribune/shared';
import { useTopMom } from '../api/get-top-mom';
import { momMessages } from './mom-messages';
import './man-of-the-match.css';
import './top-mom.css';

interface TopMomProps {
  /** League slug or id; the Eredivisie by default (MC-14). */
  league?: string;
  limit?: number;
}

/** MC-06: the season's best-rated players by this site's fans (at least the API's minimum of votes each). */
export function TopMom({ league = 'eredivisie', limit = 10 }: TopMomProps) {
  const intl = useIntl();
  const headingId = useId();
  const { data, error, mutate } = useTopMom(league, limit);
  return (
    <section className="top-mom" aria-labelledby={headingId}>
      <h2 className="top-mom__title" id={headingId}>
        {intl.formatMessage(momMessages.topMomTitle)}
      </h2>
      {data === undefined && error !== undefined ? (
        <LoadError onRetry={() => void mutate()}>{intl.formatMessage(momMessages.topMomLoadFailed)}</LoadError>
      ) : null}
      {data === undefined ? null : data.players.length === 0 ? (
        <p className="mom__note">{intl.formatMessage(momMessages.topMomEmpty)}</p>
      ) : (
        <ol className="top-mom__list">
          {data.players.map((player) => (
            <li key={player.player_id} className="top-mom__item top-mom__entry">
              <span className="top-mom__rank">{player.position_in_list}</span>
              <span className="top-mom__who">
                <span className="top-mom__name">{player.player_name}</span>
                <span className="mom__team">{player.team_name}</span>
              </span>
              <span className="top-mom__stars">
                <Stars value={Math.round(player.average_grade ?? 0)} />
              </span>
              <span className="mom__figures top-mom__figures">
                {intl.formatMessage(momMessages.average, {
                  average:
                    player.average_grade === null
                      ? '–'
                      : intl.formatNumber(player.average_grade, { maximumFractionDigits: 2 }),
                })}
                {' · '}
                {intl.formatMessage(momMessages.votesCount, { count: player.votes })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
