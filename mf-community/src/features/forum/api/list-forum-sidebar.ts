import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiSchemas } from '@tribune/shared';
import { forumKeyPrefix } from './forum-topic-schema';

/**
 * One topic in the sidebar (spec 000 §3 "Forum item"), grouped by the day of its last comment
 * (`last_comment_date_day`, 'YYYY-MM-DD' in Europe/Amsterdam), typed by the generated contract (decision 0058).
 */
export type ForumItem = ApiSchemas['ForumItem'];

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

/** GET /api/v1/forum/load-sidebar-list/{page} (FRM-02): 10 topics a page, latest activity first. */
export async function listForumSidebar(client: ApiClient, page: number): Promise<ForumSidebarPage> {
  const response = await client.request(`/api/v1/forum/load-sidebar-list/${page}`);
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
