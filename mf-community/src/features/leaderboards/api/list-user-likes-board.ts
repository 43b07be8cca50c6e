import useSWR from 'swr';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { boardSize, type TimeFrame, type UserBoard } from './leaderboard-schemas';

function userLikesBoardKey(frame: TimeFrame) {
  return ['community/leaderboards/user-likes', frame] as const;
}

/** GET /api/v2/community/user-likes/{timeFrame} (COM-01): the fans whose comments got the most likes in the frame. */
async function listUserLikesBoard(client: ApiClient, frame: TimeFrame): Promise<UserBoard> {
  return client.request(`/api/v2/community/user-likes/${frame}`, { query: { limit: boardSize } });
}

export function useListUserLikesBoard(frame: TimeFrame) {
  const client = useApiClient();
  return useSWR(userLikesBoardKey(frame), ([, key]) => listUserLikesBoard(client, key));
}
