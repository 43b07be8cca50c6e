import * as v from 'valibot';
import type { ApiSchemas } from '@tribune/shared';

/** The resources comments belong to (docs/contracts.md "Comments, claps, visits and notifications"). */
export interface CommentResource {
  /** `article`, `fixture` (a match thread) or `forum`. */
  type: string;
  /** The resource's id, as the page has it (digits). */
  id: string;
}

/**
 * One comment as the API sends it (spec 001 §3 "Comment", the API's `Comment`), with its whole reply tree,
 * typed by the generated contract (decision 0058). `status` `hidden` reaches only managers and the
 * author (CMT-07); `deleted` is a tombstone with replies. `replay_to` is the parent's id (the spec's spelling).
 */
export type Comment = ApiSchemas['Comment'];

/**
 * A comment's `meta` entry `has_formation` → `{current_formation_id}` (CMT-13). `meta` is a list of
 * key-value entries that grows by key, so the value is read through a schema where it is used.
 */
const formationValueSchema = v.object({
  current_formation_id: v.nullable(v.number()),
  formation: v.optional(v.string()),
  team_id: v.optional(v.number()),
});

/** The author's current line-up (MC-10): its id, and the formation ('4-3-3') and club when known. */
interface CommentLineUp {
  id: number;
  formation: string | null;
  teamId: number | null;
}

/** CMT-13: the author's current line-up, or null when they have none. */
export function currentLineUp(comment: Pick<Comment, 'meta'>): CommentLineUp | null {
  const entry = comment.meta.find((item) => item.key === 'has_formation');
  if (!entry) return null;
  const parsed = v.safeParse(formationValueSchema, entry.value);
  if (!parsed.success || parsed.output.current_formation_id === null) return null;
  return {
    id: parsed.output.current_formation_id,
    formation: parsed.output.formation ?? null,
    teamId: parsed.output.team_id ?? null,
  };
}

/** A copy of the tree with the comment of this id replaced by `update(comment)` (other branches kept as they are). */
export function updateInTree(
  comments: readonly Comment[],
  id: number,
  update: (comment: Comment) => Comment,
): Comment[] {
  let changed = false;
  const next = comments.map((comment) => {
    if (comment.id === id) {
      changed = true;
      return update(comment);
    }
    const replies = updateInTree(comment.replies, id, update);
    if (replies === comment.replies) return comment;
    changed = true;
    return { ...comment, replies };
  });
  return changed ? next : (comments as Comment[]);
}

/** A forum topic reads oldest first (the API's order): new posts come last, on the last page. */
export function readsOldestFirst(resource: CommentResource): boolean {
  return resource.type === 'forum';
}

/** The first key part of every SWR entry this feature keeps, so one call can refresh or patch them all. */
export const commentsKeyPrefix = 'community/comments/';
