import { z } from 'zod/mini';
import type { AcceptsApi, ApiSchemas } from '@tribune/shared';

/** The resources comments belong to (docs/contracts.md "Comments, claps, visits and notifications"). */
export interface CommentResource {
  /** `article`, `fixture` (a match thread) or `forum`. */
  type: string;
  /** The resource's id, as the page has it (digits). */
  id: string;
}

const metaEntrySchema = z.object({ key: z.string(), value: z.unknown() });

/**
 * One comment as the API sends it (spec 001 §3 "Comment", the API's `Comment`), with its whole reply tree.
 * Fields this remote does not show are left out (the schema strips them); those the contract added after
 * the spec (`is_reported_by_me`, `edited_at`, `match_minute`) are optional so an older API still passes.
 */
export const commentSchema = z.object({
  id: z.number(),
  content: z.string(),
  /** `hidden` reaches only managers and the author (CMT-07); `deleted` is a tombstone with replies. */
  status: z.enum(['visible', 'hidden', 'deleted']),
  /** Null for a tombstone or a deleted account. */
  user_id: z.nullable(z.number()),
  username: z.nullable(z.string()),
  user_url: z.nullable(z.string()),
  user_avatar: z.nullable(z.string()),
  likes_count: z.number(),
  /** Up to 3 latest likers' usernames. */
  user_likes: z.array(z.string()),
  is_liked_by_me: z.boolean(),
  is_reported_by_me: z.optional(z.boolean()),
  can_like_it: z.boolean(),
  can_report_it: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  /** 'DD-MM-YYYY HH:mm' in the site's time zone, for when `created_at` cannot be read. */
  date_and_time: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
  edited_at: z.optional(z.nullable(z.string())),
  /** 0 for a top-level comment, +1 per reply level. */
  level: z.number(),
  /** The parent's id (the spec's spelling). */
  replay_to: z.nullable(z.number()),
  /** `has_formation` → `{current_formation_id}` (CMT-13); values are read through a schema when used. */
  meta: z.array(metaEntrySchema),
  show_author_role: z.boolean(),
  author_role: z.nullable(z.string()),
  /** "67'" or "45+2'" on a match thread, else null. */
  match_minute: z.optional(z.nullable(z.string())),
  /** Replies, oldest first. */
  get replies() {
    return z.array(commentSchema);
  },
});

export type Comment = z.infer<typeof commentSchema>;
/** Fails to compile when the API's Comment stops passing this schema (shared's generated contract). */
type _CommentFollowsTheApi = AcceptsApi<z.input<typeof commentSchema>, ApiSchemas['Comment']>;

const formationValueSchema = z.object({
  current_formation_id: z.nullable(z.number()),
  formation: z.optional(z.string()),
  team_id: z.optional(z.number()),
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
  const parsed = formationValueSchema.safeParse(entry.value);
  if (!parsed.success || parsed.data.current_formation_id === null) return null;
  return {
    id: parsed.data.current_formation_id,
    formation: parsed.data.formation ?? null,
    teamId: parsed.data.team_id ?? null,
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
