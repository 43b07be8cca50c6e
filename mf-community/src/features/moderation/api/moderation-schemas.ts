import type { ApiSchemas } from '@tribune/shared';

/**
 * The fields of a comment (docs/contracts.md "Comment", typed by the generated contract, decision 0058)
 * the moderation queue shows. `content` is plain text, rendered with safe links (CMT-10), and empty for a
 * deleted one; `user_url` is null when the author's account is gone; `reports_count` is sent to managers only.
 */
export type ModeratedComment = Pick<
  ApiSchemas['Comment'],
  'id' | 'content' | 'status' | 'username' | 'user_url' | 'date_and_time' | 'reports_count'
>;

/** What a manager can do to a reported comment (PATCH /api/v2/moderation/comments/{id}/{action}). */
export const moderationActions = ['hide', 'unhide', 'dismiss'] as const;
export type ModerationAction = (typeof moderationActions)[number];
