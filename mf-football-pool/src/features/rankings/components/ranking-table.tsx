import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Avatar } from '@tribune/shared';
import type { RankingRow } from '../api/ranking-row-schema';
import { rankingsMessages } from './rankings-messages';

interface RankingTableProps {
  rows: readonly RankingRow[];
  /** The viewer's own row: highlighted on the page, and shown under it when it is on another page. */
  own: RankingRow | null;
  caption: string;
}

/** Spec 000 §9: avatars 40 wide in rankings. */
const avatarSize = 40;

/** FP-04: rank, avatar, name (linking to the user's predictions) and points. */
export function RankingTable({ rows, own, caption }: RankingTableProps) {
  const intl = useIntl();
  const ownOnPage = own !== null && rows.some((row) => row.user_id === own.user_id);
  return (
    <table className="fp-ranking">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="fp-ranking__rank">
            {intl.formatMessage(rankingsMessages.rank)}
          </th>
          <th scope="col">{intl.formatMessage(rankingsMessages.player)}</th>
          <th scope="col" className="fp-ranking__points">
            {intl.formatMessage(rankingsMessages.points)}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <RankingTableRow key={row.user_id} row={row} isOwn={row.user_id === own?.user_id} />
        ))}
      </tbody>
      {own && !ownOnPage ? (
        <tbody className="fp-ranking__own">
          <tr>
            <th scope="rowgroup" colSpan={3} className="fp-ranking__own-title">
              {intl.formatMessage(rankingsMessages.yourPosition)}
            </th>
          </tr>
          <RankingTableRow row={own} isOwn />
        </tbody>
      ) : null}
    </table>
  );
}

function RankingTableRow({ row, isOwn }: { row: RankingRow; isOwn: boolean }) {
  const intl = useIntl();
  return (
    <tr className={isOwn ? 'fp-ranking__row fp-ranking__row--own' : 'fp-ranking__row'}>
      <td className="fp-ranking__rank">{row.rank}</td>
      <th scope="row" className="fp-ranking__player">
        <span className="fp-ranking__player-inner">
          <Avatar src={row.image} name={row.username} size={avatarSize} />
          <Link to={`/football-pool/user/${row.user_id}`}>{row.username}</Link>
          {isOwn ? <span className="fp-ranking__you"> {intl.formatMessage(rankingsMessages.you)}</span> : null}
        </span>
      </th>
      <td className="fp-ranking__points">{intl.formatNumber(row.points)}</td>
    </tr>
  );
}
