import useSWR from 'swr';
import { useApiClient, useTenant, type ApiClient } from '@tribune/shared';
import type { AjaxArticle } from './ajax-article-schema';

/** Spec 001 §9: a tag page shows 10 articles a page unless its next button says otherwise. */
export const defaultTagPageSize = 10;
/** The largest page the API serves (GET /ajax/tag/…/{page_size}: 1..50). */
export const maxTagPageSize = 50;

interface TagArticlesPage {
  articles: AjaxArticle[];
  /** The number of the tag's published articles, over all pages. */
  totalCount: number;
}

interface TagArticlesParams {
  tagId: number;
  /** Pages start at 0. */
  page: number;
  pageSize: number;
}

/** GET /ajax/tag/{tag_id}/load-latest-articles/{page}/{page_size} (ART-03): one page of a tag's articles. */
async function listTagArticles(
  client: ApiClient,
  { tagId, page, pageSize }: TagArticlesParams,
): Promise<TagArticlesPage> {
  const response = await client.request(`/ajax/tag/${tagId}/load-latest-articles/${page}/${pageSize}`);
  return { articles: response.data.latestArticles, totalCount: response.data.total_count };
}

function tagArticlesKey(tenantId: string, { tagId, page, pageSize }: TagArticlesParams) {
  return ['mf_content/lists/tag-articles', tenantId, tagId, page, pageSize] as const;
}

/** One page of the tag page, through SWR so the server renders it (the page number is in the URL). */
export function useListTagArticles(params: TagArticlesParams | null) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  return useSWR(params ? tagArticlesKey(tenantId, params) : null, ([, , tagId, page, pageSize]) =>
    listTagArticles(client, { tagId, page, pageSize }),
  );
}
