import useSWR from 'swr';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';
import type { z } from 'zod/mini';
import {
  boardSize,
  topCommentsBoardResponseSchema,
  type TimeFrame,
  type TopCommentsBoard,
} from './leaderboard-schemas';

// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _TopCommentsBoardFollowsTheApi = AcceptsApi<
  z.input<typeof topCommentsBoardResponseSchema>,
  ApiResponse<'/api/v2/community/top-comments/{timeFrame}', 'get'>
>;

/** `null`: the frame is not known yet (the site setting is loading), so nothing is fetched. */
function topCommentsBoardKey(frame: TimeFrame | null) {
  return frame === null ? null : (['community/leaderboards/top-comments', frame] as const);
}

/** GET /api/v2/community/top-comments/{timeFrame} (COM-01): the most liked comments written in the frame. */
async function listTopComments(client: ApiClient, frame: TimeFrame): Promise<TopCommentsBoard> {
  return client.request(`/api/v2/community/top-comments/${frame}`, topCommentsBoardResponseSchema, {
    query: { limit: boardSize },
  });
}

export function useListTopComments(frame: TimeFrame | null) {
  const client = useApiClient();
  return useSWR(topCommentsBoardKey(frame), ([, key]) => listTopComments(client, key));
}
