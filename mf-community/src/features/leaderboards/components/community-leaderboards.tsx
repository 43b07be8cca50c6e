import { useState } from 'react';
import { useSiteSettings } from '@tribune/shared';
import { useListTopComments } from '../api/list-top-comments';
import { useListUserCommentsBoard } from '../api/list-user-comments-board';
import { useListUserLikesBoard } from '../api/list-user-likes-board';
import type { TimeFrame } from '../api/leaderboard-schemas';
import { Leaderboard } from './leaderboard';
import { leaderboardMessages } from './leaderboard-messages';
import { TopCommentRows } from './top-comment-rows';
import { UserRows } from './user-rows';

/** The users boards open on this week: the spec fixes only the top comments' default. */
const usersDefaultFrame: TimeFrame = 'weekly';

function UserCommentsBoard() {
  const [frame, setFrame] = useState(usersDefaultFrame);
  return (
    <Leaderboard
      title={leaderboardMessages.userComments}
      frame={frame}
      onFrame={setFrame}
      board={useListUserCommentsBoard(frame)}
      empty={leaderboardMessages.emptyUsers}
    >
      {(rows) => <UserRows rows={rows} counted="comments" />}
    </Leaderboard>
  );
}

function UserLikesBoard() {
  const [frame, setFrame] = useState(usersDefaultFrame);
  return (
    <Leaderboard
      title={leaderboardMessages.userLikes}
      frame={frame}
      onFrame={setFrame}
      board={useListUserLikesBoard(frame)}
      empty={leaderboardMessages.emptyUsers}
    >
      {(rows) => <UserRows rows={rows} counted="likes" />}
    </Leaderboard>
  );
}

/**
 * The top comments open on all time, or on this week when the site setting `top_comments_weekly_first`
 * says so (COM-01); a setting that cannot be read counts as all time. Once the fan picks a period,
 * the setting no longer matters.
 */
function TopCommentsBoard() {
  const setting = useSiteSettings();
  const [chosen, setChosen] = useState<TimeFrame | null>(null);
  const defaultFrame: TimeFrame | null = setting.data
    ? setting.data.top_comments_weekly_first === true
      ? 'weekly'
      : 'total'
    : setting.error
      ? 'total'
      : null;
  const frame = chosen ?? defaultFrame;
  return (
    <Leaderboard
      title={leaderboardMessages.topComments}
      frame={frame}
      onFrame={setChosen}
      board={useListTopComments(frame)}
      empty={leaderboardMessages.emptyTopComments}
    >
      {(rows) => <TopCommentRows rows={rows} />}
    </Leaderboard>
  );
}

/** COM-01: the community page's three leaderboards, each with its own period. */
export function CommunityLeaderboards() {
  return (
    <div className="cm-boards">
      <UserCommentsBoard />
      <UserLikesBoard />
      <TopCommentsBoard />
    </div>
  );
}
