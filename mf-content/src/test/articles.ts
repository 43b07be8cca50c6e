/**
 * Articles as the v2 API sends them (spec 001 §3 "Article (v2 API)"), every field included, so the tests
 * also prove the pages cope with the full wire shape.
 */
export interface WireArticle {
  id: number;
  url: string;
  title: string;
  a_title: string;
  b_title: string | null;
  abtesting: boolean;
  excerpt: string;
  content?: string;
  comments_count: number;
  thumbnails: { origin: string };
  author: { name: string; is_public: boolean; author_url: string };
  primary_tag: { title: string; url: string } | null;
  published_at: string;
  published_at_localized: { hour: string; minute: string };
  is_external: boolean;
}

export function wireArticle(id: number, overrides: Partial<WireArticle> = {}): WireArticle {
  const title = overrides.title ?? `Story number ${id}`;
  return {
    id,
    url: `/article/${id}/story-number-${id}`,
    title,
    a_title: title,
    b_title: null,
    abtesting: false,
    excerpt: `Excerpt of story ${id}.`,
    comments_count: 3,
    thumbnails: { origin: `/assets/demo/article-${id}.jpg` },
    author: { name: 'Sanne de Vries', is_public: true, author_url: '/user/sanne' },
    primary_tag: { title: 'Eredivisie', url: '/tag/eredivisie' },
    published_at: '2024-03-05T12:30:00.000Z',
    published_at_localized: { hour: '13', minute: '30' },
    is_external: false,
    ...overrides,
  };
}

/** Articles with ids from `first` to `first + count - 1`, newest first as the API lists them. */
export function wireArticles(first: number, count: number): WireArticle[] {
  return Array.from({ length: count }, (_, index) => wireArticle(first + index));
}
