import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';
import { moderatedCommentSchema } from './moderation-schemas';

/** A comment with open reports, and where it was written. */
export const reportedCommentSchema = z.object({
  comment: moderatedCommentSchema,
  reports_count: z.number(),
  /** ISO 8601. */
  last_reported_at: z.string(),
  resource: z.object({
    type: z.string(),
    id: z.union([z.number(), z.string()]),
    title: z.string(),
    url: z.string(),
  }),
});
export type ReportedComment = z.infer<typeof reportedCommentSchema>;

/** GET /api/v2/moderation/reported?page=N (managers; 401 guest, 403 others): most reported first. */
export const reportedCommentsResponseSchema = z.object({
  data: z.array(reportedCommentSchema),
  metaData: z.object({ current_page: z.number(), last_page: z.number() }),
});
export type ReportedCommentsPage = z.infer<typeof reportedCommentsResponseSchema>;
export type ReportedCommentsFollowTheApi = AcceptsApi<
  z.input<typeof reportedCommentsResponseSchema>,
  ApiResponse<'/api/v2/moderation/reported', 'get'>
>;

export function reportedCommentsKey(userId: number, page: number) {
  return ['community/moderation/reported', userId, page] as const;
}

export async function getReportedComments(client: ApiClient, page: number): Promise<ReportedCommentsPage> {
  return client.request('/api/v2/moderation/reported', reportedCommentsResponseSchema, { query: { page } });
}

export function useReportedComments(userId: number, page: number) {
  const client = useApiClient();
  return useSWR(reportedCommentsKey(userId, page), () => getReportedComments(client, page));
}
