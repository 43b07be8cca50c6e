import { useState } from 'react';
import * as v from 'valibot';
import { useChannelEvent } from '@tribune/shared';

/** Another newsroom user who has the article open (NR-04), as the presence channel names them. */
interface ArticleEditor {
  id: string;
  username: string;
}

const memberSchema = v.object({ id: v.string(), info: v.object({ username: v.string() }) });

/** pusher-js's members at subscription: `each` visits them, `me` is this connection's own member. */
interface PresenceMembers {
  each(visit: (member: unknown) => void): void;
  me?: unknown;
}

function isPresenceMembers(data: unknown): data is PresenceMembers {
  return typeof data === 'object' && data !== null && typeof Reflect.get(data, 'each') === 'function';
}

function editorOf(member: unknown): ArticleEditor | null {
  const parsed = v.safeParse(memberSchema, member);
  return parsed.success ? { id: parsed.output.id, username: parsed.output.info.username } : null;
}

/**
 * NR-04: who else has this article open in the newsroom, live, from the presence channel
 * `presence-newsroom-article-{id}` (the API admits newsroom users only). The same user in two tabs is
 * one member, and never counts as someone else. `articleId` null (a new article) joins nothing.
 */
export function useArticleEditors(articleId: number | null, ownUserId: number | null): ArticleEditor[] {
  const [editors, setEditors] = useState<ArticleEditor[]>([]);
  const channel = articleId === null ? null : `presence-newsroom-article-${articleId}`;
  const own = ownUserId === null ? null : String(ownUserId);
  const others = (list: ArticleEditor[]) => list.filter((editor) => editor.id !== own);

  useChannelEvent(channel, 'pusher:subscription_succeeded', (data) => {
    if (!isPresenceMembers(data)) return;
    const found: ArticleEditor[] = [];
    data.each((member) => {
      const editor = editorOf(member);
      if (editor !== null) found.push(editor);
    });
    setEditors(others(found));
  });
  useChannelEvent(channel, 'pusher:member_added', (data) => {
    const editor = editorOf(data);
    if (editor === null) return;
    setEditors((current) => others([...current.filter((known) => known.id !== editor.id), editor]));
  });
  useChannelEvent(channel, 'pusher:member_removed', (data) => {
    const editor = editorOf(data);
    if (editor === null) return;
    setEditors((current) => current.filter((known) => known.id !== editor.id));
  });
  return editors;
}
