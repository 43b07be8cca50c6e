import useSWR from 'swr';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { forumKeyPrefix } from './forum-topic-schema';

interface ForumPage {
  html: string;
  count: number;
  page: number;
  perPage: number;
}

/** Whether a page after this one holds topics (the next-page button shows while it does). */
export function hasNextForumPage({ page, perPage, count }: ForumPage): boolean {
  return page * perPage < count;
}

/** The first part of this call's SWR keys. */
export const forumPageKeyName = `${forumKeyPrefix}list`;

function forumPageKey(page: number) {
  return [forumPageKeyName, page] as const;
}

/**
 * GET /api/front/v1/forum/{page} (FRM-01): one page of topics as `<li class="forum-topic">` items the
 * API rendered with React (`renderToStaticMarkup`, text escaped), pinned first, then by latest activity.
 * `count` is the number of the tenant's topics.
 */
export async function listForumPage(client: ApiClient, page: number): Promise<ForumPage> {
  const response = await client.request(`/api/front/v1/forum/${page}`);
  return {
    html: response.data.html,
    count: response.data.count,
    page: response.metaData.current_page,
    perPage: response.metaData.per_page,
  };
}

/** The first page, through SWR so the server renders it; later pages are appended on request. */
export function useListForumPage() {
  const client = useApiClient();
  return useSWR(forumPageKey(1), () => listForumPage(client, 1), {
    // Pages appended under it were counted from this one: refreshed on its own when the tab regains
    // focus, it could repeat or skip topics at the seam. It is fetched again when the page opens.
    revalidateOnFocus: false,
  });
}
