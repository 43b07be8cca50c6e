import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiResponse } from '@tribune/shared';
import type { ModeratedComment } from './moderation-schemas';

/** GET /api/v2/moderation/reported?page=N (managers; 401 guest, 403 others): most reported first. */
type ReportedCommentsAnswer = ApiResponse<'/api/v2/moderation/reported', 'get'>;

/** A comment with open reports, and where it was written; of the comment, the fields the queue shows. */
export type ReportedComment = Omit<ReportedCommentsAnswer['data'][number], 'comment'> & { comment: ModeratedComment };

type ReportedCommentsPage = Omit<ReportedCommentsAnswer, 'data'> & { data: ReportedComment[] };

export function reportedCommentsKey(userId: number, page: number) {
  return ['community/moderation/reported', userId, page] as const;
}

async function listReportedComments(client: ApiClient, page: number): Promise<ReportedCommentsPage> {
  return client.request('/api/v2/moderation/reported', { query: { page } });
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
