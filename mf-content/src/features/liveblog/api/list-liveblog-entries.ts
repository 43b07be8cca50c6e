import type { ApiClient } from '@tribune/shared';
import type { LiveblogItem } from './liveblog-schema';

export interface LiveblogPage {
  items: LiveblogItem[];
  hasMore: boolean;
  /** The ad block and how many entries go between two ads (0: none). */
  ad: { html: string; every: number };
}

/**
 * GET /api/v1/resource/{id}/liveblogs-as-html?last_id (LB-01): ten entries of the article's live blog,
 * pinned first, then newest first; with `lastId`, the ten after that entry (load-more). Typed by the
 * contract (decision 0058).
 */
export async function listLiveblogEntries(
  client: ApiClient,
  { articleId, lastId, signal }: { articleId: number; lastId?: number; signal?: AbortSignal },
): Promise<LiveblogPage> {
  const response = await client.request(`/api/v1/resource/${articleId}/liveblogs-as-html`, {
    query: { last_id: lastId },
    signal,
  });
  return {
    items: response.data,
    hasMore: response.metaData.has_more,
    ad: { html: response.metaData.adHtml, every: response.metaData.blocks_count_to_place_ad },
  };
}
