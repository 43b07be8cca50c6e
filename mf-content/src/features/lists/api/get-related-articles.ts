import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useTenant, type ApiClient } from '@tribune/shared';
import { articleSummarySchema, type ArticleSummary } from '../../../lib/article-schema';

/** How many articles "More on {tag}" shows. */
const moreOnTagCount = 4;

const moreOnTagResponseSchema = z.object({
  data: z.object({
    previous: z.nullable(articleSummarySchema),
    next: z.nullable(articleSummarySchema),
    /**
     * Other articles of the tag, newest first: never the article being read (ART-01). Missing from an
     * API older than `more`, which then lists none.
     */
    more: z.optional(z.array(articleSummarySchema)),
  }),
});

/**
 * GET /api/v2/article/{id}/related?more=4: the other articles of the article's primary tag. The API
 * leaves the article itself out, so the list under it never offers the story being read.
 */
async function getRelatedArticles(client: ApiClient, articleId: string): Promise<ArticleSummary[]> {
  const response = await client.request(
    `/api/v2/article/${encodeURIComponent(articleId)}/related`,
    moreOnTagResponseSchema,
    { query: { more: String(moreOnTagCount) } },
  );
  return response.data.more ?? [];
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
