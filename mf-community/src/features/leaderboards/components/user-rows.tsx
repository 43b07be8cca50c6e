import { useIntl } from 'react-intl';
import type { LeaderboardUser } from '../api/leaderboard-schemas';
import { countMessages } from './count-messages';
import { FanRow } from './fan-row';
import { leaderboardMessages } from './leaderboard-messages';

/** COM-01's avatar size on the community page's boards (spec 001 §9: 40 px square). */
const avatarSize = 40;

/** The fans of a users board, each with the count the board ranks by. */
export function UserRows({ rows, counted }: { rows: LeaderboardUser[]; counted: 'comments' | 'likes' }) {
  const intl = useIntl();
  return (
    <ol className="cm-fans">
      {rows.map((row) => (
        <FanRow
          key={row.user_id}
          rank={
            <>
              <span className="visually-hidden">{intl.formatMessage(leaderboardMessages.rank)} </span>
              {row.rank}
            </>
          }
          username={row.username}
          href={row.user_url}
          avatar={row.user_avatar}
          avatarSize={avatarSize}
          count={intl.formatMessage(countMessages[counted], {
            count: counted === 'comments' ? row.comments_count : row.likes_count,
          })}
        />
      ))}
    </ol>
  );
}
