import { z } from 'zod/mini';
import type { AcceptsApi, ApiSchemas } from '@tribune/shared';

/** The fields of a comment (docs/contracts.md "Comment") the moderation queue shows. */
export const moderatedCommentSchema = z.object({
  id: z.number(),
  /** Plain text; rendered as text with safe links (CMT-10). Empty for a deleted one. */
  content: z.string(),
  status: z.enum(['visible', 'hidden', 'deleted']),
  username: z.string(),
  /** Null when the author's account is gone. */
  user_url: z.nullable(z.string()),
  /** 'DD-MM-YYYY HH:mm', Europe/Amsterdam. */
  date_and_time: z.string(),
  /** Open reports; sent to managers only. */
  reports_count: z.number(),
});
export type ModeratedComment = z.infer<typeof moderatedCommentSchema>;
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _ModeratedCommentFollowsTheApi = AcceptsApi<z.input<typeof moderatedCommentSchema>, ApiSchemas['Comment']>;

/** What a manager can do to a reported comment (PATCH /api/v2/moderation/comments/{id}/{action}). */
export const moderationActions = ['hide', 'unhide', 'dismiss'] as const;
export type ModerationAction = (typeof moderationActions)[number];
