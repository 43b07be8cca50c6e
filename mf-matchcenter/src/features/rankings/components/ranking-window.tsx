import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { TeamCrest } from '@tribune/shared';
import type { Homepage } from '../../../lib/api/get-homepage';
import { ClubName } from '../../../components/club-name';
import { teamPath } from '../lib/ranking-url';
import { rankingWindowMessages as messages } from './ranking-window-messages';
import './ranking-window.css';

/**
 * MC-08: the home page's five rows of the table around the favourite club (the top five without one),
 * the favourite's row marked; each club links to its page and the heading's link to the full table.
 */
export function RankingWindow({ ranking }: { ranking: Homepage['ranking'] }) {
  const intl = useIntl();
  const headingId = useId();
  if (ranking.rows.length === 0) return null;
  return (
    <section className="ranking-window" aria-labelledby={headingId}>
      <h3 id={headingId} className="mc-widget__subtitle">
        {intl.formatMessage(messages.title, { league: ranking.league.name })}
      </h3>
      <div className="ranking-window__fit">
        <table className="ranking-window__table">
          <thead>
            <tr>
              <th scope="col">
                <abbr title={intl.formatMessage(messages.position)}>#</abbr>
              </th>
              <th scope="col">{intl.formatMessage(messages.club)}</th>
              <th scope="col">
                <abbr title={intl.formatMessage(messages.played)}>{intl.formatMessage(messages.playedShort)}</abbr>
              </th>
              <th scope="col">
                <abbr title={intl.formatMessage(messages.goalDifference)}>
                  {intl.formatMessage(messages.goalDifferenceShort)}
                </abbr>
              </th>
              <th scope="col">
                <abbr title={intl.formatMessage(messages.points)}>{intl.formatMessage(messages.pointsShort)}</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {ranking.rows.map((row) => {
              const favourite = row.teamId === ranking.teamId;
              return (
                <tr key={row.teamId} className={favourite ? 'ranking-window__favourite' : undefined}>
                  <td>{row.position}</td>
                  <th scope="row">
                    <Link to={teamPath(row.teamId)} className="ranking-window__team">
                      <TeamCrest name={row.team} logo={row.logo} size={18} />
                      <ClubName name={row.team} shortName={row.shortName} />
                      {favourite ? (
                        <>
                          <span className="ranking-window__favourite-mark" aria-hidden="true">
                            ★
                          </span>
                          <span className="visually-hidden"> {intl.formatMessage(messages.yourTeam)}</span>
                        </>
                      ) : null}
                    </Link>
                  </th>
                  <td>{row.played}</td>
                  <td>{row.goalDifference > 0 ? `+${row.goalDifference}` : row.goalDifference}</td>
                  <td className="ranking-window__points">{row.points}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Link className="ranking-window__more" to={`/matchcenter/rankings/league/${ranking.league.slug}`}>
        {intl.formatMessage(messages.fullTable)}
      </Link>
    </section>
  );
}
