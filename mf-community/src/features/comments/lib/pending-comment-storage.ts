import { z } from 'zod/mini';
import type { PendingComment } from '@tribune/shared';

/**
 * ACC-10 / CMT-08: the comment a guest started survives a full page load (a social login leaves the
 * page). Kept in the tab's session storage and read back through a schema like any outside data
 * (STYLE.md 4).
 */
const storageKey = 'tribune.community.pending-comment';

const pendingCommentSchema = z.object({
  comment_text: z.string(),
  resource_id: z.string(),
  resource_type: z.string(),
  reply_to: z.nullable(z.number()),
});

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStoredPendingComment(): PendingComment | null {
  let text: string | null = null;
  try {
    text = storage()?.getItem(storageKey) ?? null;
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const parsed = pendingCommentSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStoredPendingComment(pending: PendingComment | null): void {
  try {
    if (pending) storage()?.setItem(storageKey, JSON.stringify(pending));
    else storage()?.removeItem(storageKey);
  } catch {
    // Storage full or blocked: the pending comment lives as long as the page.
  }
}
