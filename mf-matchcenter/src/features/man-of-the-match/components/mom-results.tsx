import { useIntl } from 'react-intl';
import { Stars } from '@tribune/shared';
import type { FixtureVotes } from '../api/get-fixture-votes';
import type { PlayerResult } from '../api/mom-schemas';
import { momMessages } from './mom-messages';

interface MomResultsProps {
  votes: FixtureVotes;
  teamName: (teamId: number) => string;
}

/** MC-06: the results for everyone: the top 3, how many fans voted, and every rated player. */
export function MomResults({ votes, teamName }: MomResultsProps) {
  const intl = useIntl();
  const average = (player: PlayerResult) =>
    player.average_grade === null ? '–' : intl.formatNumber(player.average_grade, { maximumFractionDigits: 2 });
  // The top 3 first, in the API's order (it weighs the number of votes), then by average.
  const place = (player: PlayerResult) => {
    const index = votes.top_players.findIndex((top) => top.player_id === player.player_id);
    return index === -1 ? votes.top_players.length : index;
  };
  const rated = votes.votes
    .filter((player) => player.votes > 0)
    .sort((a, b) => place(a) - place(b) || (b.average_grade ?? 0) - (a.average_grade ?? 0) || b.votes - a.votes);
  return (
    <div className="mom__results">
      <h3 className="mom__subtitle">{intl.formatMessage(momMessages.results)}</h3>
      {votes.voters_count === 0 ? (
        <p className="mom__note">{intl.formatMessage(momMessages.noVotes)}</p>
      ) : (
        <>
          <p className="mom__note">{intl.formatMessage(momMessages.votersCount, { count: votes.voters_count })}</p>
          <ol className="mom__top" aria-label={intl.formatMessage(momMessages.topThree)}>
            {votes.top_players.map((player, index) => (
              <li key={player.player_id} className={`mom__top-player mom__top-player--${index + 1}`}>
                <span className="mom__rank" aria-label={intl.formatMessage(momMessages.rank, { rank: index + 1 })}>
                  {index + 1}
                </span>
                <span className="mom__who">
                  <span className="mom__name">{player.player_name}</span>
                  <span className="mom__team">{teamName(player.team_id)}</span>
                </span>
                <Stars value={Math.round(player.average_grade ?? 0)} max={votes.max_grade} />
                <span className="mom__figures">
                  {intl.formatMessage(momMessages.average, { average: average(player) })}
                  {' · '}
                  {intl.formatMessage(momMessages.votesCount, { count: player.votes })}
                </span>
              </li>
            ))}
          </ol>
          <table className="mom__table">
            <caption>{intl.formatMessage(momMessages.allRatings)}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(momMessages.player)}</th>
                <th scope="col">{intl.formatMessage(momMessages.team)}</th>
                <th scope="col">{intl.formatMessage(momMessages.votesColumn)}</th>
                <th scope="col">{intl.formatMessage(momMessages.averageColumn)}</th>
              </tr>
            </thead>
            <tbody>
              {rated.map((player) => (
                <tr key={player.player_id}>
                  <th scope="row">{player.player_name}</th>
                  <td>{teamName(player.team_id)}</td>
                  <td>{player.votes}</td>
                  <td>{average(player)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
