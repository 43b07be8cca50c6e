import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiSchemas } from '@tribune/shared';

/**
 * A comment as the sidebar lists send it (spec 001 §3 "Sidebar comment"; the API's SidebarComment), typed
 * by the generated contract (decision 0058). `content` is plain text: links and line breaks are turned
 * into elements when shown (CMT-10); `user_url` is null once the author deleted their account.
 */
export type SidebarComment = ApiSchemas['SidebarComment'];

const latestCommentsKey = ['community/comments/latest'] as const;

/** GET /api/v2/comments/latest: the site's latest visible comments, newest first (CMT-15). */
async function listLatestComments(client: ApiClient): Promise<SidebarComment[]> {
  const response = await client.request('/api/v2/comments/latest');
  return response.data;
}

export function useListLatestComments() {
  const client = useApiClient();
  return useSWR(latestCommentsKey, () => listLatestComments(client));
}
