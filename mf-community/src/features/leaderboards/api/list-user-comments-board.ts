import useSWR from 'swr';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { boardSize, type TimeFrame, type UserBoard } from './leaderboard-schemas';

function userCommentsBoardKey(frame: TimeFrame) {
  return ['community/leaderboards/user-comments', frame] as const;
}

/** GET /api/v2/community/user-comments/{timeFrame} (COM-01): the fans who wrote the most comments in the frame. */
async function listUserCommentsBoard(client: ApiClient, frame: TimeFrame): Promise<UserBoard> {
  return client.request(`/api/v2/community/user-comments/${frame}`, { query: { limit: boardSize } });
}

export function useListUserCommentsBoard(frame: TimeFrame) {
  const client = useApiClient();
  return useSWR(userCommentsBoardKey(frame), ([, key]) => listUserCommentsBoard(client, key));
}
