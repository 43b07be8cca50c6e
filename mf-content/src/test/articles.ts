import type { ApiSchemas } from '@tribune/shared';

/**
 * Articles as the v2 API sends them, typed by the generated contract (the API's ArticleSummary, plus
 * the body of the single-article answer), every field included: the tests prove the pages cope with the
 * full wire shape, and a change of the API's shape breaks them at the type check.
 */
export type WireArticle = ApiSchemas['ArticleSummary'] &
  Partial<Pick<ApiSchemas['Article'], 'content' | 'web_push' | 'liveblog_id' | 'fixture_id'>> &
  Pick<ApiSchemas['Article'], 'seo_title' | 'seo_description' | 'tags'>;

export function wireArticle(id: number, overrides: Partial<WireArticle> = {}): WireArticle {
  const title = overrides.title ?? `Story number ${id}`;
  return {
    id,
    url: `/article/${id}/story-number-${id}`,
    title,
    a_title: title,
    b_title: title,
    abtesting: false,
    excerpt: `Excerpt of story ${id}.`,
    comments_count: 3,
    thumbnails: { origin: `/assets/demo/article-${id}.jpg` },
    author: { name: 'Sanne de Vries', is_public: true, author_url: '/user/sanne', avatar: null },
    primary_tag: { title: 'Eredivisie', url: '/tag/eredivisie' },
    published_at: '2024-03-05T12:30:00.000Z',
    published_at_localized: { hour: '13', minute: '30' },
    is_external: false,
    video: null,
    kind: 'news',
    seo_title: '',
    seo_description: '',
    tags: [],
    ...overrides,
  };
}

/** Articles with ids from `first` to `first + count - 1`, newest first as the API lists them. */
export function wireArticles(first: number, count: number): WireArticle[] {
  return Array.from({ length: count }, (_, index) => wireArticle(first + index));
}
