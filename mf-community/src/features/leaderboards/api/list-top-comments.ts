import useSWR from 'swr';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { boardSize, type TimeFrame, type TopCommentsBoard } from './leaderboard-schemas';

/** `null`: the frame is not known yet (the site setting is loading), so nothing is fetched. */
function topCommentsBoardKey(frame: TimeFrame | null) {
  return frame === null ? null : (['community/leaderboards/top-comments', frame] as const);
}

/** GET /api/v2/community/top-comments/{timeFrame} (COM-01): the most liked comments written in the frame. */
async function listTopComments(client: ApiClient, frame: TimeFrame): Promise<TopCommentsBoard> {
  return client.request(`/api/v2/community/top-comments/${frame}`, { query: { limit: boardSize } });
}

export function useListTopComments(frame: TimeFrame | null) {
  const client = useApiClient();
  return useSWR(topCommentsBoardKey(frame), ([, key]) => listTopComments(client, key));
}
