import { useState } from 'react';
import * as v from 'valibot';
import { useChannelEvent, useRealtimeReconnect } from '@tribune/shared';
import type { CommentResource } from '../api/comment-schema';

/** `CommentCreated` on `comments-{type}-{id}`: a hint only (ids and counts, docs/contracts.md "Real time"). */
const commentCreatedSchema = v.object({ id: v.number(), user_id: v.nullable(v.number()) });

function commentsChannel(resource: CommentResource): string {
  return `comments-${resource.type}-${resource.id}`;
}

/**
 * CMT-09: counts the comments others post on this resource while the fan reads (their own come back
 * from their own request); an edit, a hide or a delete, and a reconnect (what may have been missed),
 * fetch the comments again.
 */
export function useLiveComments(resource: CommentResource, myUserId: number | null, refresh: () => void) {
  const [newCount, setNewCount] = useState(0);
  const channel = commentsChannel(resource);

  useChannelEvent(channel, 'CommentCreated', (data) => {
    const parsed = v.safeParse(commentCreatedSchema, data);
    if (!parsed.success) {
      console.error('[mf_community] unexpected CommentCreated payload', data);
      return;
    }
    if (myUserId !== null && parsed.output.user_id === myUserId) return;
    setNewCount((count) => count + 1);
  });
  useChannelEvent(channel, 'CommentUpdated', () => refresh());
  useChannelEvent(channel, 'CommentDeleted', () => refresh());
  useRealtimeReconnect(() => refresh());
  // Comments posted between the page's answer and the subscription reach no one: fetch them once the
  // channel is ours.
  useChannelEvent(channel, 'pusher:subscription_succeeded', () => refresh());

  return { newCount, resetNewCount: () => setNewCount(0) };
}
