import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { moderatedCommentSchema, type ModeratedComment } from './moderation-schemas';

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
const reportedCommentsResponseSchema = z.object({
  data: z.array(reportedCommentSchema),
  metaData: z.object({ current_page: z.number(), last_page: z.number() }),
});
type ReportedCommentsPage = z.infer<typeof reportedCommentsResponseSchema>;

export function reportedCommentsKey(userId: number, page: number) {
  return ['community/moderation/reported', userId, page] as const;
}

async function listReportedComments(client: ApiClient, page: number): Promise<ReportedCommentsPage> {
  return client.request('/api/v2/moderation/reported', reportedCommentsResponseSchema, { query: { page } });
}

export function useListReportedComments(userId: number, page: number) {
  const client = useApiClient();
  return useSWR(reportedCommentsKey(userId, page), () => listReportedComments(client, page));
}

/** The page with `comment` as it now is: the row stays after an action; the next load leaves resolved ones out. */
export function withChangedComment(comment: ModeratedComment) {
  return (current: ReportedCommentsPage | undefined) =>
    current && {
      ...current,
      data: current.data.map((item) => (item.comment.id === comment.id ? { ...item, comment } : item)),
    };
}
