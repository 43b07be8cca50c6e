import type { ApiResponse, ApiSchemas } from '@tribune/shared';

/** COM-01: the periods a leaderboard covers (docs/contracts.md, issue 14); anything else is a 400. */
export const timeFrames = ['weekly', 'monthly', 'total'] as const;
export type TimeFrame = (typeof timeFrames)[number];

/** Fans per board: the contract's default, named so the request says it. */
export const boardSize = 10;

/**
 * A fan on a users board (the contract's LeaderboardUser, decision 0058). `rank` is a competition rank
 * ("1, 2, 2, 4"), so it is shown as sent rather than counted by the list.
 */
export type LeaderboardUser = ApiSchemas['LeaderboardUser'];

/**
 * GET /api/v2/community/user-comments/{timeFrame} and …/user-likes/{timeFrame} answer the same shape; the
 * page shows the board's `metaData.label`, the filter label in the tenant's language ("This week").
 */
export type UserBoard = ApiResponse<'/api/v2/community/user-comments/{timeFrame}', 'get'>;

/**
 * A comment on the top-comments board (the contract's TopComment). `comment_url` is the comment on its
 * resource's page; `content` is plain text: links and line breaks become elements only through
 * CommentText (CMT-10).
 */
export type TopComment = ApiSchemas['TopComment'];

/** GET /api/v2/community/top-comments/{timeFrame}. */
export type TopCommentsBoard = ApiResponse<'/api/v2/community/top-comments/{timeFrame}', 'get'>;
