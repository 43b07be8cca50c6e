import type { ApiClient, ApiSchemas } from '@tribune/shared';

/**
 * One comment in a user's comments table (PRF-01, docs/contracts.md "ProfileComment"), typed by the
 * generated contract (decision 0058). `content` is plain text: links and line breaks become elements when
 * shown (CMT-10); `date` is 'DD-MM-YYYY', or 'HH:mm' when written today, as the server writes it.
 */
export type ProfileComment = ApiSchemas['ProfileComment'];

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

/**
 * GET /ajax/user/{id}/comments/{page} (PRF-01): 10 a page, newest first, pages from 1. `read` is the
 * spec's read label, text in the site's language ("10 of 57 comments read"), shown as it comes; the list
 * has more while the pages so far (`current_page × per_page`) are fewer than `count`.
 */
export async function listUserComments(
  client: ApiClient,
  userId: number,
  page: number,
  signal?: AbortSignal,
): Promise<UserCommentsPage> {
  const response = await client.request(`/ajax/user/${userId}/comments/${page}`, { signal });
  const { current_page: currentPage, per_page: perPage, count } = response.metaData;
  return { comments: response.data.comments, read: response.data.read, count, hasMore: currentPage * perPage < count };
}
