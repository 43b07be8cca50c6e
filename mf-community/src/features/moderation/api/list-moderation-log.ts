import useSWR from 'swr';
import * as v from 'valibot';
import { useApiClient, type ApiClient, type ApiResponse } from '@tribune/shared';

/** GET /api/v2/moderation/log?page=N (managers): newest first. */
type ModerationLogPage = ApiResponse<'/api/v2/moderation/log', 'get'>;

/**
 * One line of the moderation log: who did what to which comment, when. The manager's `actor.id` is null
 * once their account is gone (the name stays); `detail` holds the status before and after, or the text
 * before and after an edit (read by `logDetail`).
 */
export type ModerationLogEntry = ModerationLogPage['data'][number];

function moderationLogKey(userId: number, page: number) {
  return ['community/moderation/log', userId, page] as const;
}

async function listModerationLog(client: ApiClient, page: number): Promise<ModerationLogPage> {
  return client.request('/api/v2/moderation/log', { query: { page } });
}

export function useListModerationLog(userId: number, page: number) {
  const client = useApiClient();
  return useSWR(moderationLogKey(userId, page), () => listModerationLog(client, page));
}

/** Whether a page after this one holds more, by the API's pages. */
export function hasMoreLog(page: ModerationLogPage | undefined): boolean {
  if (!page) return false;
  return page.metaData.current_page < page.metaData.last_page;
}

/** The contract leaves a log line's `detail` open (`unknown` values), so it is read through a schema. */
const detailSchema = v.object({
  status_before: v.optional(v.string()),
  status_after: v.optional(v.string()),
  before: v.optional(v.string()),
  after: v.optional(v.string()),
});

/** What a log line's detail says, as far as it is known: a status change, or a text change. */
export function logDetail(entry: Pick<ModerationLogEntry, 'detail'>): v.InferOutput<typeof detailSchema> {
  const parsed = v.safeParse(detailSchema, entry.detail);
  return parsed.success ? parsed.output : {};
}
