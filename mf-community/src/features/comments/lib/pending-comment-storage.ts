import * as v from 'valibot';
import { storedValue, type PendingComment } from '@tribune/shared';

/**
 * ACC-10 / CMT-08: the comment a guest started survives a full page load (a social login leaves the
 * page). Kept in the tab's session storage and read back through a schema like any outside data
 * (STYLE.md 4).
 */
const storageKey = 'tribune.community.pending-comment';

const pendingCommentSchema = v.object({
  comment_text: v.string(),
  resource_id: v.string(),
  resource_type: v.string(),
  reply_to: v.nullable(v.number()),
});

const stored = storedValue(storageKey, pendingCommentSchema, 'session');

export function readStoredPendingComment(): PendingComment | null {
  return stored.read();
}

export function writeStoredPendingComment(pending: PendingComment | null): void {
  // Storage full or blocked: the pending comment lives as long as the page.
  if (pending) stored.write(pending);
  else stored.remove();
}
