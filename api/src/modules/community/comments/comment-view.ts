import { z } from 'zod';
import { userMeta, userMetaSchema } from '../../accounts/user-views';
import { zonedParts } from '../../../lib/league-time';
import { type CommentStatus, commentStatuses, type ResourceType, resourceTypes } from '../schema';

/** What a comment row holds once read with its author (comment-threads.ts). */
export interface CommentRecord {
  id: number;
  resourceType: ResourceType;
  resourceId: number;
  userId: number | null;
  parentId: number | null;
  rootId: number | null;
  level: number;
  content: string;
  status: CommentStatus;
  likesCount: number;
  matchMinute: number | null;
  matchStoppageMinute: number | null;
  editedAt: Date | null;
  createdAt: Date;
  /** Null when the author deleted their account. */
  username: string | null;
  userImage: string | null;
  userRole: string | null;
  userIsAdmin: boolean | null;
  /** The author's latest line-up (MC-10), for `meta`: its id, formation ('4_3_3') and club. */
  currentFormationId: number | null;
  currentFormationName: string | null;
  currentFormationTeamId: number | null;
  /** Open reports; shown to managers only. */
  reportsCount: number;
}

/** Who is reading: every `can_*` and what hidden comments are shown depend on it. */
export interface Asker {
  userId: number | null;
  manager: boolean;
}

export const guestAsker: Asker = { userId: null, manager: false };

/** What the page's batched reads found about the comments beyond their rows. */
export interface CommentExtras {
  /** Up to 3 latest likers' usernames per comment. */
  likers: ReadonlyMap<number, readonly string[]>;
  likedByAsker: ReadonlySet<number>;
  reportedByAsker: ReadonlySet<number>;
  /** The name shown for an author whose account is gone, in the reader's language. */
  deletedUser: string;
}

const commentFields = {
  id: z.number().int(),
  resource_type: z.enum(resourceTypes),
  resource_id: z.number().int(),
  content: z
    .string()
    .describe('Plain text as written; render links and line breaks safely (CMT-10). Empty when deleted'),
  status: z.enum(commentStatuses),
  user_id: z.number().int().nullable(),
  username: z
    .string()
    .describe("The author's username; a 'deleted user' text when the account is gone; '' on a tombstone"),
  user_url: z.string().nullable(),
  user_avatar: z.string().nullable(),
  user_avatar_origin: z.string().nullable(),
  likes_count: z.number().int(),
  user_likes: z.array(z.string()).describe("Up to 3 latest likers' usernames"),
  is_liked_by_me: z.boolean(),
  is_reported_by_me: z.boolean(),
  can_like_it: z.boolean(),
  can_report_it: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  date: z.string().describe('DD-MM-YYYY, Europe/Amsterdam'),
  date_and_time: z.string().describe('DD-MM-YYYY HH:mm, Europe/Amsterdam'),
  created_at: z.string().describe('ISO 8601'),
  edited_at: z.string().nullable(),
  level: z.number().int().describe('0 for a top-level comment, +1 per reply level'),
  replay_to: z.number().int().nullable().describe("The parent comment's id (the spec's spelling)"),
  meta: userMetaSchema,
  show_author_role: z.boolean(),
  author_role: z.string().nullable().describe("The author's role, 'admin' for an admin, else null"),
  match_minute: z.string().nullable().describe("On a match thread: the minute it was written in, 67' or 45+2'"),
  reports_count: z.number().int().describe('Open reports (managers only; 0 for others)'),
};

export interface CommentView {
  id: number;
  resource_type: ResourceType;
  resource_id: number;
  content: string;
  status: CommentStatus;
  user_id: number | null;
  username: string;
  user_url: string | null;
  user_avatar: string | null;
  user_avatar_origin: string | null;
  likes_count: number;
  user_likes: string[];
  is_liked_by_me: boolean;
  is_reported_by_me: boolean;
  can_like_it: boolean;
  can_report_it: boolean;
  can_edit: boolean;
  can_delete: boolean;
  date: string;
  date_and_time: string;
  created_at: string;
  edited_at: string | null;
  level: number;
  replay_to: number | null;
  meta: z.infer<typeof userMetaSchema>;
  show_author_role: boolean;
  author_role: string | null;
  match_minute: string | null;
  reports_count: number;
  replies: CommentView[];
}

/** A comment with its replies (spec 001 §3 "Comment"; docs/contracts.md "Comment"). */
export const commentSchema: z.ZodType<CommentView> = z
  .object({
    ...commentFields,
    get replies(): z.ZodArray<z.ZodType<CommentView>> {
      return z.array(commentSchema).describe('Its replies, oldest first, each with theirs');
    },
  })
  .meta({ id: 'Comment' });

const pad = (value: number) => String(value).padStart(2, '0');

function amsterdamDate(instant: Date): { date: string; time: string } {
  const p = zonedParts(instant);
  return { date: `${pad(p.day)}-${pad(p.month)}-${p.year}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/** "67'" or "45+2'": the minute of a match thread comment as the match centre shows the clock. */
function matchMinuteLabel(minute: number | null, stoppage: number | null): string | null {
  if (minute === null) return null;
  return stoppage === null ? `${minute}'` : `${minute}+${stoppage}'`;
}

/** Whether the asker sees this comment at all (CMT-07): hidden ones only managers and their author. */
export function isShownTo(record: Pick<CommentRecord, 'status' | 'userId'>, asker: Asker): boolean {
  if (record.status === 'visible') return true;
  if (record.status === 'hidden') return asker.manager || (asker.userId !== null && asker.userId === record.userId);
  return false;
}

function authorRole(record: CommentRecord): string | null {
  if (record.username === null) return null;
  if (record.userIsAdmin === true) return 'admin';
  return record.userRole;
}

/** One comment (without its replies) as `asker` sees it. */
function toCommentView(record: CommentRecord, asker: Asker, extras: CommentExtras): CommentView {
  const { date, time } = amsterdamDate(record.createdAt);
  const tombstone = record.status === 'deleted';
  const own = asker.userId !== null && asker.userId === record.userId;
  const loggedIn = asker.userId !== null;
  const othersVisible = loggedIn && !own && record.status === 'visible';
  const changeable = loggedIn && !tombstone && (own || asker.manager);
  const hasAuthor = !tombstone && record.username !== null;
  const role = tombstone ? null : authorRole(record);
  return {
    id: record.id,
    resource_type: record.resourceType,
    resource_id: record.resourceId,
    content: tombstone ? '' : record.content,
    status: record.status,
    user_id: tombstone ? null : record.userId,
    username: tombstone ? '' : (record.username ?? extras.deletedUser),
    user_url: hasAuthor && record.username !== null ? `/user/${encodeURIComponent(record.username)}` : null,
    user_avatar: hasAuthor ? record.userImage : null,
    user_avatar_origin: hasAuthor ? record.userImage : null,
    likes_count: tombstone ? 0 : record.likesCount,
    user_likes: tombstone ? [] : [...(extras.likers.get(record.id) ?? [])],
    is_liked_by_me: !tombstone && extras.likedByAsker.has(record.id),
    is_reported_by_me: !tombstone && extras.reportedByAsker.has(record.id),
    can_like_it: othersVisible,
    can_report_it: othersVisible,
    can_edit: changeable,
    can_delete: changeable,
    date,
    date_and_time: `${date} ${time}`,
    created_at: record.createdAt.toISOString(),
    edited_at: tombstone ? null : (record.editedAt?.toISOString() ?? null),
    level: record.level,
    replay_to: record.parentId,
    meta: userMeta(
      hasAuthor ? record.currentFormationId : null,
      hasAuthor && record.currentFormationName !== null && record.currentFormationTeamId !== null
        ? { formation: record.currentFormationName, teamId: record.currentFormationTeamId }
        : undefined,
    ),
    show_author_role: role !== null,
    author_role: role,
    match_minute: matchMinuteLabel(record.matchMinute, record.matchStoppageMinute),
    reports_count: asker.manager && !tombstone ? record.reportsCount : 0,
    replies: [],
  };
}

/**
 * The trees of `rootIds` from the rows of their threads, as `asker` sees them: a comment hidden from
 * the asker goes with its replies; a deleted one stays as a tombstone only while it keeps shown
 * replies. Replies oldest first. A root that ends up with nothing to show is left out.
 */
export function buildTrees(
  rows: readonly CommentRecord[],
  rootIds: readonly number[],
  asker: Asker,
  extras: CommentExtras,
): CommentView[] {
  const children = new Map<number, CommentRecord[]>();
  const byId = new Map<number, CommentRecord>();
  for (const row of rows) {
    byId.set(row.id, row);
    if (row.parentId === null) continue;
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  const build = (record: CommentRecord, depth: number): CommentView | null => {
    if (record.status === 'hidden' && !isShownTo(record, asker)) return null;
    const replies =
      depth > 100
        ? []
        : (children.get(record.id) ?? [])
            .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
            .flatMap((child) => build(child, depth + 1) ?? []);
    if (record.status === 'deleted' && replies.length === 0) return null;
    return { ...toCommentView(record, asker, extras), replies };
  };
  return rootIds.flatMap((id) => {
    const root = byId.get(id);
    return root === undefined ? [] : (build(root, 0) ?? []);
  });
}
