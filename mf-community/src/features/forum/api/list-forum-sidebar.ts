import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiSchemas } from '@tribune/shared';
import { forumKeyPrefix } from './forum-topic-schema';

/** One topic in the sidebar (spec 000 §3 "Forum item"), grouped by the day of its last comment. */
export const forumItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string(),
  comments_count: z.number(),
  /** 'YYYY-MM-DD' in Europe/Amsterdam: the group. */
  last_comment_date_day: z.string(),
  /** 'HH:mm'. */
  last_comment_date_time: z.string(),
  /** The day written out in the tenant's language ('Monday 24 November 2026'). */
  last_comment_date_ldfy: z.string(),
});

export type ForumItem = z.infer<typeof forumItemSchema>;
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _ForumItemFollowsTheApi = AcceptsApi<z.input<typeof forumItemSchema>, ApiSchemas['ForumItem']>;

/** GET /api/v1/forum/load-sidebar-list/{page} (FRM-02): 10 topics a page, latest activity first. */
const forumSidebarResponseSchema = z.object({
  data: z.array(forumItemSchema),
  metaData: z.object({ current_page: z.number(), per_page: z.number(), has_more: z.boolean() }),
});

interface ForumSidebarPage {
  items: ForumItem[];
  page: number;
  hasMore: boolean;
}

/** The first part of this call's SWR keys. */
export const forumSidebarKeyName = `${forumKeyPrefix}sidebar`;

function forumSidebarKey(page: number) {
  return [forumSidebarKeyName, page] as const;
}

export async function listForumSidebar(client: ApiClient, page: number): Promise<ForumSidebarPage> {
  const response = await client.request(`/api/v1/forum/load-sidebar-list/${page}`, forumSidebarResponseSchema);
  return { items: response.data, page: response.metaData.current_page, hasMore: response.metaData.has_more };
}

/** The first page, through SWR so the server renders it; later pages are appended on request. */
export function useListForumSidebar() {
  const client = useApiClient();
  return useSWR(forumSidebarKey(1), () => listForumSidebar(client, 1), {
    // Pages appended under it were counted from this one: refreshed on its own when the tab regains
    // focus, it could repeat or skip topics at the seam. It is fetched again when the page opens.
    revalidateOnFocus: false,
  });
}
