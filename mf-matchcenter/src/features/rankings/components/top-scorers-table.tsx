import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { TeamCrest } from '@tribune/shared';
import type { TopScorer } from '../api/get-top-scorers';
import { playerPath, teamPath } from '../lib/ranking-url';
import { ClubName } from '../../../components/club-name';
import { ColumnHeader } from './column-header';
import { rankingsMessages } from './rankings-messages';

/**
 * MC-01: the top-10 scorers (spec 000 §9), each linking to the player page and the club's page. In a
 * narrow card the club is its crest (its name read out), so the goals always fit beside the names.
 */
export function TopScorersTable({ scorers }: { scorers: readonly TopScorer[] }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className="top-scorers card" aria-labelledby={headingId}>
      <h2 id={headingId} className="ranking__title">
        {intl.formatMessage(rankingsMessages.topScorers)}
      </h2>
      {scorers.length === 0 ? (
        <p className="mc-empty">{intl.formatMessage(rankingsMessages.noScorers)}</p>
      ) : (
        <div className="ranking__scroll">
          <table className="ranking-table top-scorers__table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <ColumnHeader short={rankingsMessages.positionShort} full={rankingsMessages.position} />
                <th scope="col">{intl.formatMessage(rankingsMessages.player)}</th>
                <th scope="col" className="ranking-table__club">
                  {intl.formatMessage(rankingsMessages.club)}
                </th>
                <th scope="col" className="ranking-table__points">
                  {intl.formatMessage(rankingsMessages.goals)}
                </th>
                <ColumnHeader short={rankingsMessages.penaltiesShort} full={rankingsMessages.penalties} />
              </tr>
            </thead>
            <tbody>
              {scorers.map((scorer) => (
                <tr key={scorer.playerId}>
                  <td className="ranking-table__position">{scorer.position}</td>
                  <th scope="row" className="top-scorers__player">
                    <Link to={playerPath(scorer.playerId)}>{scorer.playerCommonName}</Link>
                  </th>
                  <td className="ranking-table__club">
                    <Link to={teamPath(scorer.teamId)} className="ranking-table__team">
                      <TeamCrest name={scorer.teamName} logo={scorer.teamLogo} size={20} />
                      <span className="top-scorers__club-name">
                        <ClubName name={scorer.teamName} />
                      </span>
                    </Link>
                  </td>
                  <td className="ranking-table__points">{scorer.goals}</td>
                  <td>{scorer.penalties}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
