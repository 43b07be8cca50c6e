import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiSchemas } from '@tribune/shared';

/** One comment in a user's comments table (PRF-01, docs/contracts.md "ProfileComment"). */
export const profileCommentSchema = z.object({
  id: z.number(),
  /** Plain text; links and line breaks become elements when shown (CMT-10). */
  content: z.string(),
  likes_count: z.number(),
  replies_count: z.number(),
  /** ISO 8601. */
  created_at: z.string(),
  /** 'DD-MM-YYYY', or 'HH:mm' when written today, as the server writes it for the tenant. */
  date: z.string(),
  /** `visible`, or `hidden` (only the author and managers get those); read as text so a new state still shows. */
  status: z.string(),
  /** The comment on its resource's page. */
  url: z.string(),
  resource: z.object({ type: z.string(), id: z.number(), title: z.string() }),
});
export type ProfileComment = z.infer<typeof profileCommentSchema>;
/** Fails to compile when the API's profile comment stops passing this schema (shared's generated contract). */
type _ProfileCommentFollowsTheApi = AcceptsApi<z.input<typeof profileCommentSchema>, ApiSchemas['ProfileComment']>;

/**
 * GET /ajax/user/{id}/comments/{page} (PRF-01): 10 a page, newest first, pages from 1. `read` is the
 * spec's read label, text in the site's language ("10 of 57 comments read"), shown as it comes; the list
 * has more while the pages so far (`current_page × per_page`) are fewer than `count`.
 */
const userCommentsResponseSchema = z.object({
  data: z.object({ comments: z.array(profileCommentSchema), read: z.string() }),
  metaData: z.object({ current_page: z.number(), per_page: z.number(), count: z.number() }),
});

export interface UserCommentsPage {
  comments: ProfileComment[];
  /** The read label, ready to show. */
  read: string;
  count: number;
  /** Whether a next page has comments (as far as the count knew when this page was read). */
  hasMore: boolean;
}

/** Same viewer rule as the count: the user's own token brings their hidden comments too. */
export function userCommentsKey(userId: number, page: number, viewer: number | null) {
  return ['community/profile-comments/list', userId, page, viewer] as const;
}

export async function listUserComments(
  client: ApiClient,
  userId: number,
  page: number,
  signal?: AbortSignal,
): Promise<UserCommentsPage> {
  const response = await client.request(`/ajax/user/${userId}/comments/${page}`, userCommentsResponseSchema, {
    signal,
  });
  const { current_page: currentPage, per_page: perPage, count } = response.metaData;
  return { comments: response.data.comments, read: response.data.read, count, hasMore: currentPage * perPage < count };
}
