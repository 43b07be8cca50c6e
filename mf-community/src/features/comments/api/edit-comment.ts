import { useCallback } from 'react';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { useCommentsCache } from '../hooks/use-comments-cache';
import type { Comment, CommentResource } from './comment-schema';

/** PATCH /api/v2/comments/{id} {new_comment} (CMT-04): the edited comment. */
async function editComment(client: ApiClient, id: number, text: string): Promise<Comment> {
  const response = await client.request(`/api/v2/comments/${id}`, {
    method: 'PATCH',
    body: { new_comment: text },
  });
  return response.data;
}

/** Edits a comment of `resource`; the edited text goes into every copy on the page (its replies kept). */
export function useEditComment(resource: CommentResource) {
  const client = useApiClient();
  const { updateComment } = useCommentsCache(resource);
  return useCallback(
    async (id: number, text: string): Promise<Comment> => {
      const edited = await editComment(client, id, text);
      void updateComment(id, (current) => ({ ...current, ...edited, replies: current.replies }));
      return edited;
    },
    [client, updateComment],
  );
}
