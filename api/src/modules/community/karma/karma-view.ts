import { z } from 'zod';
import { zonedParts } from '../../../lib/league-time';
import { commentUrl, type FoundResource } from '../resources/find-resources';
import { resourceTypes, type CommentStatus, type ResourceType } from '../schema';

/** The page of a fan, relative to the tenant's origin. */
function userUrl(username: string): string {
  return `/user/${encodeURIComponent(username)}`;
}

/** A fan on a board with their counts in its period (karma-repository.ts). */
export interface KarmaRecord {
  userId: number;
  username: string;
  image: string | null;
  commentsCount: number;
  likesCount: number;
}

/** Competition ranks ("1, 2, 2, 4") of rows read from the top of a board, by the value they are ordered on. */
export function competitionRanks<T>(rows: readonly T[], valueOf: (row: T) => number): number[] {
  const ranks: number[] = [];
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    const tied = previous !== undefined && valueOf(previous) === valueOf(row);
    ranks.push(tied ? (ranks[index - 1] ?? index + 1) : index + 1);
  });
  return ranks;
}

const karmaRowFields = {
  user_id: z.number().int(),
  username: z.string(),
  user_url: z.string().describe('/user/{username}'),
  user_avatar: z.string().nullable(),
  comments_count: z.number().int().describe('Visible comments written in the period'),
  likes_count: z.number().int().describe('Likes of other fans given in the period to their comments'),
};

/** KAR-01: a fan of the home page's weekly or monthly lists. */
export const karmaRowSchema = z.object(karmaRowFields).meta({ id: 'KarmaRow' });
type KarmaRowView = z.infer<typeof karmaRowSchema>;

/** COM-01 (spec 001 §3 "Leaderboard user"): a fan on a community board, with their competition rank. */
export const leaderboardUserSchema = z
  .object({ rank: z.number().int().describe('Competition rank: 1, 2, 2, 4'), ...karmaRowFields })
  .meta({ id: 'LeaderboardUser' });
type LeaderboardUserView = z.infer<typeof leaderboardUserSchema>;

export function toKarmaRow(record: KarmaRecord): KarmaRowView {
  return {
    user_id: record.userId,
    username: record.username,
    user_url: userUrl(record.username),
    user_avatar: record.image,
    comments_count: record.commentsCount,
    likes_count: record.likesCount,
  };
}

export function toLeaderboardUser(record: KarmaRecord, rank: number): LeaderboardUserView {
  return { rank, ...toKarmaRow(record) };
}

/** KAR-02 (spec 001 §3 "Karma stats per month"). */
export const karmaMonthSchema = z
  .object({
    month: z.string().describe('YYYY-MM'),
    comments_count: z.number().int(),
    likes_count: z.number().int(),
  })
  .meta({ id: 'KarmaMonth' });

/** KAR-02 (spec 001 §3 "Karma ranking model"). */
export const karmaRankingRowSchema = z
  .object({
    rank: z.number().int().describe('Competition rank on all-time karma'),
    user_id: z.number().int(),
    username: z.string(),
    avatar: z.string().nullable(),
    karma_score: z.number().int().describe('Comments + likes received, all time'),
  })
  .meta({ id: 'KarmaRankingRow' });

/** A comment as the community page and a profile read it (user-comments-repository.ts). */
export interface UserCommentRecord {
  id: number;
  resourceType: ResourceType;
  resourceId: number;
  content: string;
  status: CommentStatus;
  likesCount: number;
  repliesCount: number;
  createdAt: Date;
  userId: number | null;
  /** Null when the author deleted their account. */
  username: string | null;
  userImage: string | null;
}

const resourceSchema = z.object({
  type: z.enum(resourceTypes),
  id: z.number().int(),
  title: z.string().describe("An article's headline A; a match's clubs; a topic's title"),
  b_title: z.string().describe("An article's headline B; '' for other resources"),
  abtesting: z.boolean().describe("Whether an article's headline A/B test runs (AB-01): group B shows b_title"),
});

function resourceOf(found: FoundResource) {
  return {
    type: found.type,
    id: found.id,
    title: found.title,
    b_title: found.headlineTest?.bTitle ?? '',
    abtesting: found.headlineTest?.running ?? false,
  };
}

/** COM-01 (spec 001 §3 "Top comment"). */
export const topCommentSchema = z
  .object({
    id: z.number().int(),
    url: z.string().describe("The page of the comment's resource"),
    comment_url: z.string().describe('{url}?comment={id}#comments'),
    content: z.string().describe('Plain text as written; render links and line breaks safely (CMT-10)'),
    replies_count: z.number().int().describe('Its visible direct replies'),
    created_at: z.string().describe('ISO 8601'),
    likes_count: z.number().int(),
    user_id: z.number().int().nullable(),
    username: z.string().describe("A 'deleted user' text when the account is gone"),
    user_url: z.string().nullable(),
    user_avatar: z.string().nullable(),
    resource: resourceSchema,
  })
  .meta({ id: 'TopComment' });
type TopCommentView = z.infer<typeof topCommentSchema>;

/** `deletedUser` is the name shown, in the reader's language, for an author whose account is gone. */
export function toTopComment(record: UserCommentRecord, resource: FoundResource, deletedUser: string): TopCommentView {
  const hasAuthor = record.username !== null;
  return {
    id: record.id,
    url: resource.url,
    comment_url: commentUrl(resource, record.id),
    content: record.content,
    replies_count: record.repliesCount,
    created_at: record.createdAt.toISOString(),
    likes_count: record.likesCount,
    user_id: hasAuthor ? record.userId : null,
    username: record.username ?? deletedUser,
    user_url: record.username === null ? null : userUrl(record.username),
    user_avatar: hasAuthor ? record.userImage : null,
    resource: resourceOf(resource),
  };
}

/** PRF-01 (spec 001 §3 "User comment list"): one of a fan's comments on their profile. */
export const profileCommentSchema = z
  .object({
    id: z.number().int(),
    content: z.string().describe('Plain text as written; render links and line breaks safely (CMT-10)'),
    likes_count: z.number().int(),
    replies_count: z.number().int().describe('Its visible direct replies'),
    created_at: z.string().describe('ISO 8601'),
    date: z.string().describe('DD-MM-YYYY, or HH:mm when written today (Europe/Amsterdam)'),
    status: z.enum(['visible', 'hidden']).describe('hidden: only the owner sees it'),
    url: z.string().describe('The comment on its page: {resource url}?comment={id}#comments'),
    resource: resourceSchema,
  })
  .meta({ id: 'ProfileComment' });
type ProfileCommentView = z.infer<typeof profileCommentSchema>;

const pad = (value: number) => String(value).padStart(2, '0');

/** The spec's article dates (§9): DD-MM-YYYY, or HH:mm for today, in the league's zone. */
function shortDate(instant: Date, now: Date): string {
  const written = zonedParts(instant);
  const today = zonedParts(now);
  const sameDay = written.year === today.year && written.month === today.month && written.day === today.day;
  return sameDay
    ? `${pad(written.hour)}:${pad(written.minute)}`
    : `${pad(written.day)}-${pad(written.month)}-${written.year}`;
}

export function toProfileComment(record: UserCommentRecord, resource: FoundResource, now: Date): ProfileCommentView {
  return {
    id: record.id,
    content: record.content,
    likes_count: record.likesCount,
    replies_count: record.repliesCount,
    created_at: record.createdAt.toISOString(),
    date: shortDate(record.createdAt, now),
    // The repository reads visible and (for their owner) hidden comments only.
    status: record.status === 'hidden' ? 'hidden' : 'visible',
    url: commentUrl(resource, record.id),
    resource: resourceOf(resource),
  };
}
