import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useTenant, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';

const articlesByTagResponseSchema = z.object({
  data: z.object({
    /**
     * The list as the API renders it (React's renderToStaticMarkup, so every title and name in it is
     * escaped), a photo grid for a photo-report tag.
     */
    html: z.string(),
    result_count: z.number(),
  }),
});
export type ArticlesByTag = z.infer<typeof articlesByTagResponseSchema>['data'];
export type ArticlesByTagFollowTheApi = AcceptsApi<
  z.input<typeof articlesByTagResponseSchema>,
  ApiResponse<'/ajax/article/by-tag/{slug}/{page}/{page_size}/{first_page_size}/{hide_setting}/{sticky}', 'get'>
>;

export interface ArticlesByTagParams {
  slug: string;
  /** Pages from 0; page 0 holds `firstPageSize` articles, the others `pageSize`. */
  page: number;
  pageSize: number;
  firstPageSize: number;
  /** Leave out the articles hidden from lists. */
  hideHidden: boolean;
  /** Sticky articles first. */
  stickyFirst: boolean;
}

/**
 * GET /ajax/article/by-tag/{slug}/{page}/{page_size}/{first_page_size}/{hide_setting}/{sticky} (ART-03):
 * a tag's articles as server-rendered HTML.
 */
export async function getArticlesByTag(
  client: ApiClient,
  { slug, page, pageSize, firstPageSize, hideHidden, stickyFirst }: ArticlesByTagParams,
): Promise<ArticlesByTag> {
  const path = [
    '/ajax/article/by-tag',
    encodeURIComponent(slug),
    page,
    pageSize,
    firstPageSize,
    Number(hideHidden),
    Number(stickyFirst),
  ].join('/');
  const response = await client.request(path, articlesByTagResponseSchema);
  return response.data;
}

export function articlesByTagKey(tenantId: string, params: ArticlesByTagParams) {
  const { slug, page, pageSize, firstPageSize, hideHidden, stickyFirst } = params;
  return ['mf_content/lists/by-tag', tenantId, slug, page, pageSize, firstPageSize, hideHidden, stickyFirst] as const;
}

export function useArticlesByTag(params: ArticlesByTagParams) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  return useSWR<ArticlesByTag, unknown>(articlesByTagKey(tenantId, params), () => getArticlesByTag(client, params));
}
