import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiSchemas } from '@tribune/shared';

/** A comment as the sidebar lists send it (spec 001 §3 "Sidebar comment"; the API's SidebarComment). */
export const sidebarCommentSchema = z.object({
  id: z.number(),
  user_avatar: z.nullable(z.string()),
  /** The author's username ('deleted user' in the tenant's language once the account is gone). */
  user: z.string(),
  /** Null when the author deleted their account. */
  user_url: z.nullable(z.string()),
  /** When it was written: ISO 8601, or a date the server already wrote for people. */
  date: z.string(),
  /** The article (or other resource) commented on. */
  resource: z.object({ title: z.string() }),
  /** Plain text; links and line breaks are turned into elements when shown (CMT-10). */
  content: z.string(),
  /** The comment on its article's page. */
  url: z.string(),
  /** Claps (likes) of the comment. */
  claps_count: z.number(),
});

export type SidebarComment = z.infer<typeof sidebarCommentSchema>;
/** Fails to compile when the API's sidebar comment stops passing this schema (shared's generated contract). */
type _SidebarCommentFollowsTheApi = AcceptsApi<z.input<typeof sidebarCommentSchema>, ApiSchemas['SidebarComment']>;

/** GET /api/v2/comments/latest: the site's latest visible comments, newest first (CMT-15). */
const latestCommentsResponseSchema = z.object({ data: z.array(sidebarCommentSchema) });

const latestCommentsKey = ['community/comments/latest'] as const;

async function listLatestComments(client: ApiClient): Promise<SidebarComment[]> {
  const response = await client.request('/api/v2/comments/latest', latestCommentsResponseSchema);
  return response.data;
}

export function useListLatestComments() {
  const client = useApiClient();
  return useSWR(latestCommentsKey, () => listLatestComments(client));
}

export function resourceTitle(comment: Pick<SidebarComment, 'resource'>): string {
  return comment.resource.title;
}
