import useSWR from 'swr';
import * as v from 'valibot';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { commentsKeyPrefix, type Comment, type CommentResource } from './comment-schema';

/**
 * `labels` are texts the server may add for the page (`metaData.other.labels`): a loose record, so it is
 * read through a schema and only string values are kept.
 */
const labelsSchema = v.record(v.string(), v.unknown());

export interface CommentsPage {
  comments: Comment[];
  /** Visible comments of every level (CMT-01). */
  count: number;
  page: number;
  pageCount: number;
  /** The server's labels that are text. */
  labels: Record<string, string>;
}

function readLabels(value: unknown): Record<string, string> {
  const parsed = v.safeParse(labelsSchema, value);
  if (!parsed.success) return {};
  const labels: Record<string, string> = {};
  for (const [key, label] of Object.entries(parsed.output)) if (typeof label === 'string') labels[key] = label;
  return labels;
}

/**
 * `viewer` (the logged-in user's id, or null) is part of the key: the answer differs per viewer (own
 * likes, what they may edit or report, hidden comments), so a fan who logs in, or whose page was
 * server-rendered as a guest's, gets their own answer instead of keeping the guest's.
 */
export function commentsKey(resource: CommentResource, page: number, viewer: number | null) {
  return [`${commentsKeyPrefix}list`, resource.type, resource.id, page, viewer] as const;
}

/**
 * GET /api/v2/comments/{type}/{id}?page=N (CMT-01): 20 top-level comments a page, newest first, each with
 * its whole reply tree.
 */
async function listComments(client: ApiClient, resource: CommentResource, page: number): Promise<CommentsPage> {
  const response = await client.request(
    `/api/v2/comments/${encodeURIComponent(resource.type)}/${encodeURIComponent(resource.id)}`,
    { query: { page } },
  );
  const { metaData } = response;
  return {
    comments: response.data,
    count: metaData.comments_count,
    page: metaData.current_page ?? page,
    pageCount: Math.max(1, metaData.last_page ?? page),
    labels: readLabels(metaData.other?.labels),
  };
}

export function useListComments(resource: CommentResource, page: number, viewer: number | null) {
  const client = useApiClient();
  return useSWR(commentsKey(resource, page, viewer), () => listComments(client, resource, page), {
    keepPreviousData: true,
  });
}
