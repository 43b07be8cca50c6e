import { useCallback } from 'react';
import { useApiClient, type ApiClient, type ApiResponse } from '@tribune/shared';
import { useCommentsCache } from '../hooks/use-comments-cache';
import type { CommentResource } from './comment-schema';

/** POST (like) and DELETE (unlike) /api/v2/comments/{id}/like (CMT-05); both idempotent and answer the same. */
type LikeState = ApiResponse<'/api/v2/comments/{id}/like', 'post'>['data'];

async function changeLike(client: ApiClient, id: number, like: boolean): Promise<LikeState> {
  const response = await client.request(`/api/v2/comments/${id}/like`, {
    method: like ? 'POST' : 'DELETE',
  });
  return response.data;
}

/** Likes or unlikes a comment of `resource`; the new count and state go into every copy on the page. */
export function useChangeLike(resource: CommentResource) {
  const client = useApiClient();
  const { updateComment } = useCommentsCache(resource);
  return useCallback(
    async (id: number, like: boolean): Promise<LikeState> => {
      const state = await changeLike(client, id, like);
      void updateComment(id, (current) => ({ ...current, ...state }));
      return state;
    },
    [client, updateComment],
  );
}
