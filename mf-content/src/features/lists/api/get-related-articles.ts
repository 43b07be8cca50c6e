import useSWR from 'swr';
import { useApiClient, useTenant, type ApiClient } from '@tribune/shared';
import type { ArticleSummary } from '../../../lib/article-schema';

/** How many articles "More on {tag}" shows. */
const moreOnTagCount = 4;

/**
 * GET /api/v2/article/{id}/related?more=4: the other articles of the article's primary tag, newest
 * first (`more`, typed by the contract, decision 0058). The API leaves the article itself out, so the
 * list under it never offers the story being read (ART-01).
 */
async function getRelatedArticles(client: ApiClient, articleId: string): Promise<ArticleSummary[]> {
  const response = await client.request(`/api/v2/article/${encodeURIComponent(articleId)}/related`, {
    query: { more: String(moreOnTagCount) },
  });
  return response.data.more;
}

function moreOnTagKey(tenantId: string, articleId: string) {
  return ['mf_content/lists/more-on-tag', tenantId, articleId] as const;
}

export function useRelatedArticles(articleId: string) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  return useSWR<ArticleSummary[], unknown>(moreOnTagKey(tenantId, articleId), () =>
    getRelatedArticles(client, articleId),
  );
}
