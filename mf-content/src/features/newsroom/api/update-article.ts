import type { ApiClient } from '@tribune/shared';
import type { NewsroomArticle } from './get-article';

/** The fields of an article as the API takes them (api/src/modules/content/editor/article-input.ts). */
export interface NewsroomArticleFields {
  title: string;
  b_title: string;
  ab_testing: boolean;
  excerpt: string;
  content: string;
  image?: string;
  primary_tag: string;
  /** NR-02: the other tags' slugs, in order (at most 10, never the primary tag). */
  tags: string[];
  kind: NewsroomArticle['kind'];
  is_sticky: boolean;
  hide_in_lists: boolean;
  web_push: boolean;
  fixture_id: number | null;
  /** NR-06: managers only; sent when one chose the author. */
  author_id?: number;
  seo_title: string;
  seo_description: string;
}

/** How a save of an open article is sent: the version it was made on, and who pressed (the autosave or Save). */
interface SaveOptions {
  version: number;
  autosave: boolean;
  /** Outlives the page (fetch's `keepalive`): the save made as the tab is hidden or closed. */
  keepalive?: boolean;
}

/**
 * PATCH /api/v2/editor/articles/{id} {…fields, version, autosave} (NR-04): each save is a revision; a save
 * made on an older version than the server's is a 409 (ApiError) and changes nothing.
 */
export async function updateArticle(
  client: ApiClient,
  id: number,
  fields: NewsroomArticleFields,
  { version, autosave, keepalive = false }: SaveOptions,
): Promise<NewsroomArticle> {
  const response = await client.request(`/api/v2/editor/articles/${id}`, {
    method: 'PATCH',
    body: { ...fields, version, autosave },
    keepalive,
  });
  return response.data;
}
