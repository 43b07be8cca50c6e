import useSWR from 'swr';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';
import type { z } from 'zod/mini';
import { boardSize, userBoardResponseSchema, type TimeFrame, type UserBoard } from './leaderboard-schemas';

// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _UserLikesBoardFollowsTheApi = AcceptsApi<
  z.input<typeof userBoardResponseSchema>,
  ApiResponse<'/api/v2/community/user-likes/{timeFrame}', 'get'>
>;

function userLikesBoardKey(frame: TimeFrame) {
  return ['community/leaderboards/user-likes', frame] as const;
}

/** GET /api/v2/community/user-likes/{timeFrame} (COM-01): the fans whose comments got the most likes in the frame. */
async function listUserLikesBoard(client: ApiClient, frame: TimeFrame): Promise<UserBoard> {
  return client.request(`/api/v2/community/user-likes/${frame}`, userBoardResponseSchema, {
    query: { limit: boardSize },
  });
}

export function useListUserLikesBoard(frame: TimeFrame) {
  const client = useApiClient();
  return useSWR(userLikesBoardKey(frame), ([, key]) => listUserLikesBoard(client, key));
}
