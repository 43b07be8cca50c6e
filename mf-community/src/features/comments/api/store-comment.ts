import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { useCommentsCache } from '../hooks/use-comments-cache';
import { readsOldestFirst, type Comment, type CommentResource } from './comment-schema';
import { commentsKey, type CommentsPage } from './list-comments';

interface NewComment {
  resource: CommentResource;
  content: string;
  /** The parent for a reply, null for a top-level comment. */
  replyTo: number | null;
  /**
   * One per draft, sent again when the same draft is retried: the API answers a retry with the comment
   * it already made, never a second one.
   */
  clientKey: string;
}

/** Resource ids are positive integers on the API; the page hands them over as text. */
function resourceIdForApi(id: string): number | string {
  return /^\d{1,15}$/.test(id) ? Number(id) : id;
}

/** POST /api/v2/comments and /api/v2/comments/reply (CMT-03): 201 with the new comment, 200 for a retry. */
async function storeComment(client: ApiClient, comment: NewComment): Promise<Comment> {
  const body = {
    reply_to: comment.replyTo,
    resource_id: resourceIdForApi(comment.resource.id),
    resource_type: comment.resource.type,
    content: comment.content,
    client_key: comment.clientKey,
  };
  // Both paths are the API's store-comment operation; a reply goes to its own path.
  const response =
    comment.replyTo === null
      ? await client.request('/api/v2/comments', { method: 'POST', body })
      : await client.request('/api/v2/comments/reply', { method: 'POST', body });
  return response.data;
}

/**
 * Posts a comment or reply to `resource` and puts it in place at once, then fetches the server's view:
 * a reply under its parent, a top-level comment on `page` of the list (first on it, or last for a forum
 * topic, read oldest first), the page the section then shows.
 */
export function useStoreComment(resource: CommentResource, viewer: number | null) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { updateComment, refresh } = useCommentsCache(resource);
  return useCallback(
    async (comment: Omit<NewComment, 'resource'>, page: number): Promise<Comment> => {
      const stored = await storeComment(client, { ...comment, resource });
      if (stored.replay_to === null) {
        const oldestFirst = readsOldestFirst(resource);
        void mutate(
          commentsKey(resource, page, viewer),
          (current: CommentsPage | undefined) =>
            current && !current.comments.some((item) => item.id === stored.id)
              ? {
                  ...current,
                  comments: oldestFirst ? [...current.comments, stored] : [stored, ...current.comments],
                  count: current.count + 1,
                }
              : current,
          { revalidate: false },
        );
      } else {
        const parentId = stored.replay_to;
        void updateComment(parentId, (parent) =>
          parent.replies.some((item) => item.id === stored.id)
            ? parent
            : { ...parent, replies: [...parent.replies, stored] },
        );
      }
      void refresh();
      return stored;
    },
    [client, mutate, resource, viewer, updateComment, refresh],
  );
}
