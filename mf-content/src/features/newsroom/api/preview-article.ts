import useSWR from 'swr';
import { useApiClient, useTenant, type ApiClient } from '@tribune/shared';
import type { Article } from '../../../lib/article-schema';

/**
 * GET /api/v2/editor/articles/{id}/preview (issue 33, NR-05): the article in any state as readers will
 * get it (the reader's Article, its body sanitized the readers' way), for a newsroom user who may see
 * it. A draft is dated now, a scheduled one at its time.
 */
async function previewArticle(client: ApiClient, id: number): Promise<Article> {
  const response = await client.request(`/api/v2/editor/articles/${id}/preview`);
  return response.data;
}

/** The preview, asked for once the caller knows the session may (`id` null: not yet). */
export function usePreviewArticle(id: number | null) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  return useSWR<Article, unknown>(id === null ? null : ['mf_content/newsroom-preview', tenantId, id], () =>
    previewArticle(client, id ?? 0),
  );
}

/** The address of an article's preview page. */
export function previewPath(id: number): string {
  return `/newsroom/article/${id}/preview`;
}
