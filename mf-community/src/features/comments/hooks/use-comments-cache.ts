import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { commentsKeyPrefix, updateInTree, type Comment, type CommentResource } from '../api/comment-schema';
import type { CommentsPage } from '../api/list-comments';

type Key = unknown;

function isCommentsKey(key: Key): key is readonly unknown[] {
  return Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(commentsKeyPrefix);
}

/** The list and featured entries of this resource, and every deep-linked comment. */
function belongsTo(resource: CommentResource) {
  return (key: Key) =>
    isCommentsKey(key) &&
    (key[0] === `${commentsKeyPrefix}one` || (key[1] === resource.type && key[2] === resource.id));
}

/** Whatever the entry holds (a page, one comment, the featured one or null), with one comment changed. */
function patchEntry(data: unknown, id: number, update: (comment: Comment) => Comment): unknown {
  if (data === null || typeof data !== 'object') return data;
  if ('comments' in data) {
    const page = data as CommentsPage;
    const comments = updateInTree(page.comments, id, update);
    return comments === page.comments ? page : { ...page, comments };
  }
  const [patched] = updateInTree([data as Comment], id, update);
  return patched;
}

/**
 * Keeps every view of a resource's comments in step (the page, the featured and the deep-linked one):
 * a like or an edit patches each copy in place; a change the server shapes (a post, a delete, a live
 * event) fetches them again.
 */
export function useCommentsCache(resource: CommentResource) {
  const { mutate } = useSWRConfig();
  const matches = belongsTo(resource);

  const updateComment = useCallback(
    (id: number, update: (comment: Comment) => Comment) =>
      mutate(matches, (data: unknown) => patchEntry(data, id, update), { revalidate: false }),
    // `matches` only depends on the resource.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [mutate, resource.type, resource.id],
  );

  const refresh = useCallback(
    () => mutate(matches),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [mutate, resource.type, resource.id],
  );

  return { updateComment, refresh };
}
