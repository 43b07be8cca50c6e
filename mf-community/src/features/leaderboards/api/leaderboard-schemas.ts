import { z } from 'zod/mini';
import type { AcceptsApi, ApiSchemas } from '@tribune/shared';

/** COM-01: the periods a leaderboard covers (docs/contracts.md, issue 14); anything else is a 400. */
export const timeFrames = ['weekly', 'monthly', 'total'] as const;
export type TimeFrame = (typeof timeFrames)[number];

/** Fans per board: the contract's default, named so the request says it. */
export const boardSize = 10;

/** What the page shows of a board's `metaData`: the filter label in the tenant's language ("This week"). */
const boardMetaSchema = z.object({ label: z.string() });

/** A fan on a users board (the contract's LeaderboardUser). */
export const leaderboardUserSchema = z.object({
  /** Competition rank ("1, 2, 2, 4"), so it is shown as sent rather than counted by the list. */
  rank: z.number(),
  user_id: z.number(),
  username: z.string(),
  user_url: z.string(),
  user_avatar: z.nullable(z.string()),
  comments_count: z.number(),
  likes_count: z.number(),
});
export type LeaderboardUser = z.infer<typeof leaderboardUserSchema>;
/** Fails to compile when the API's LeaderboardUser stops passing this schema (shared's generated contract). */
type _LeaderboardUserFollowsTheApi = AcceptsApi<z.input<typeof leaderboardUserSchema>, ApiSchemas['LeaderboardUser']>;

/** GET /api/v2/community/user-comments/{timeFrame} and …/user-likes/{timeFrame} answer the same shape. */
export const userBoardResponseSchema = z.object({ data: z.array(leaderboardUserSchema), metaData: boardMetaSchema });
export type UserBoard = z.infer<typeof userBoardResponseSchema>;

/** A comment on the top-comments board (the contract's TopComment, as far as the board shows it). */
export const topCommentSchema = z.object({
  id: z.number(),
  /** `{url}?comment={id}#comments`: the comment on its resource's page. */
  comment_url: z.string(),
  /** Plain text; links and line breaks become elements only through CommentText (CMT-10). */
  content: z.string(),
  replies_count: z.number(),
  created_at: z.string(),
  likes_count: z.number(),
  username: z.string(),
  /** Null once the author's account is gone. */
  user_url: z.nullable(z.string()),
  user_avatar: z.nullable(z.string()),
  resource: z.object({ title: z.string() }),
});
export type TopComment = z.infer<typeof topCommentSchema>;
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _TopCommentFollowsTheApi = AcceptsApi<z.input<typeof topCommentSchema>, ApiSchemas['TopComment']>;

/** GET /api/v2/community/top-comments/{timeFrame}. */
export const topCommentsBoardResponseSchema = z.object({ data: z.array(topCommentSchema), metaData: boardMetaSchema });
export type TopCommentsBoard = z.infer<typeof topCommentsBoardResponseSchema>;
