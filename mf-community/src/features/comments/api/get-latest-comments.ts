import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '@tribune/shared';

/** A comment as the sidebar lists send it (spec 001 §3 "Sidebar comment"). */
export const sidebarCommentSchema = z.object({
  id: z.optional(z.number()),
  user_avatar: z.optional(z.nullable(z.string())),
  /** The author's username. */
  user: z.string(),
  user_url: z.optional(z.nullable(z.string())),
  /** When it was written: ISO 8601, or a date the server already wrote for people. */
  date: z.string(),
  /** The article (or other resource) commented on: its title, or an object holding it. */
  resource: z.union([z.string(), z.object({ title: z.string() })]),
  /** Plain text; links and line breaks are turned into elements when shown (CMT-10). */
  content: z.string(),
  /** The comment on its article's page. */
  url: z.string(),
  claps_count: z.optional(z.nullable(z.number())),
});

export type SidebarComment = z.infer<typeof sidebarCommentSchema>;

/** GET /api/v2/comments/latest: the site's latest visible comments, newest first (CMT-15). */
export const latestCommentsResponseSchema = z.object({ data: z.array(sidebarCommentSchema) });

export const latestCommentsKey = ['community/comments/latest'] as const;

export async function getLatestComments(client: ApiClient): Promise<SidebarComment[]> {
  const response = await client.request('/api/v2/comments/latest', latestCommentsResponseSchema);
  return response.data;
}

export function useLatestComments() {
  const client = useApiClient();
  return useSWR(latestCommentsKey, () => getLatestComments(client));
}

export function resourceTitle(comment: Pick<SidebarComment, 'resource'>): string {
  return typeof comment.resource === 'string' ? comment.resource : comment.resource.title;
}
