import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '@tribune/shared';

/** One line of the moderation log: who did what to which comment, when. */
export const moderationLogEntrySchema = z.object({
  id: z.number(),
  comment_id: z.number(),
  /** 'hide', 'unhide', 'dismiss', 'delete', 'edit'; shown as text when it is another. */
  action: z.string(),
  /** The manager; `id` is null once their account is gone (the name stays). */
  actor: z.object({ id: z.nullable(z.number()), username: z.string() }),
  /** Status before and after; the text before and after an edit (read by `logDetail`). */
  detail: z.record(z.string(), z.unknown()),
  /** ISO 8601. */
  created_at: z.string(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

/** GET /api/v2/moderation/log?page=N (managers): newest first. */
const moderationLogResponseSchema = z.object({
  data: z.array(moderationLogEntrySchema),
  /** The contract names no pages for the log; the API sends them, and without them "not empty" means more. */
  metaData: z.optional(z.object({ current_page: z.number(), last_page: z.number() })),
});
type ModerationLogPage = z.infer<typeof moderationLogResponseSchema>;

function moderationLogKey(userId: number, page: number) {
  return ['community/moderation/log', userId, page] as const;
}

async function listModerationLog(client: ApiClient, page: number): Promise<ModerationLogPage> {
  return client.request('/api/v2/moderation/log', moderationLogResponseSchema, { query: { page } });
}

export function useListModerationLog(userId: number, page: number) {
  const client = useApiClient();
  return useSWR(moderationLogKey(userId, page), () => listModerationLog(client, page));
}

/** Whether a page after this one may hold more: the API's pages when it sends them, else "this one was not empty". */
export function hasMoreLog(page: ModerationLogPage | undefined): boolean {
  if (!page) return false;
  if (page.metaData) return page.metaData.current_page < page.metaData.last_page;
  return page.data.length > 0;
}

const detailSchema = z.object({
  status_before: z.optional(z.string()),
  status_after: z.optional(z.string()),
  before: z.optional(z.string()),
  after: z.optional(z.string()),
});

/** What a log line's detail says, as far as it is known: a status change, or a text change. */
export function logDetail(entry: Pick<ModerationLogEntry, 'detail'>): z.infer<typeof detailSchema> {
  const parsed = detailSchema.safeParse(entry.detail);
  return parsed.success ? parsed.data : {};
}
