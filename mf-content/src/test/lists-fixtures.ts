import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import type { SetupServerApi } from 'msw/node';
import type { ApiSchemas } from '@tribune/shared';
import { testApiOrigin } from './render-with-providers';

/**
 * An article as the ajax list endpoints send it (spec 001 §3 "Article (ajax endpoints)"), typed by the
 * generated contract (the API's AjaxArticle), every field included: the tests prove the lists cope
 * with the whole wire shape, and a change of the API's shape breaks them at the type check.
 */
export type WireAjaxArticle = ApiSchemas['AjaxArticle'];
/** A search result: an AjaxArticle with its highlighted title and excerpt (the API's SearchArticle). */
export type WireSearchArticle = ApiSchemas['SearchArticle'];
/** A tag as GET /api/v2/tag/{slug} sends it (the API's ArticleTag). */
export type WireTag = ApiSchemas['ArticleTag'];

export function wireAjaxArticle(id: number, overrides: Partial<WireAjaxArticle> = {}): WireAjaxArticle {
  const title = overrides.title ?? `Story number ${id}`;
  return {
    id,
    url: `/article/${id}/story-number-${id}`,
    title,
    aTitle: title,
    bTitle: title,
    ab_testing: false,
    content: `Excerpt of story ${id}.`,
    date: '05-03-2024',
    time: '13:30',
    day: '2024-03-05',
    published_at: '2024-03-05T12:30:00.000Z',
    image_url: `/assets/demo/article-${id}.jpg`,
    primary_tag: 'Eredivisie',
    tag_url: '/tag/eredivisie',
    user: 'Sanne de Vries',
    user_url: '/user/sanne',
    user_is_public: true,
    show_author: true,
    author_url: '/user/sanne',
    comments_count: 3,
    claps_count: 0,
    claps_users_count: 0,
    kind: 'news',
    ...overrides,
  };
}

/** Articles with ids from `first` to `first + count - 1`. */
export function wireAjaxArticles(first: number, count: number, overrides: Partial<WireAjaxArticle> = {}) {
  return Array.from({ length: count }, (_, index) => wireAjaxArticle(first + index, overrides));
}

/** The project's hostile texts (test-data/xss-corpus.txt, a copy of ../shared/data/xss-corpus.txt). */
export function xssCorpus(): string[] {
  const file = join(__dirname, '../../../test-data/xss-corpus.txt');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
}

interface SidebarRequests {
  latest: number[];
  popular: number[];
  dynamic: number[];
}

/**
 * Serves the content sidebar's three lists (ART-05), which every list page shows: by default each has
 * one short page. Records the offsets and pages asked for.
 */
export function serveSidebar(
  server: SetupServerApi,
  lists: {
    latest?: (offset: number) => WireAjaxArticle[];
    popular?: (offset: number) => WireAjaxArticle[];
    dynamic?: (page: number) => WireAjaxArticle[];
  } = {},
): SidebarRequests {
  const requests: SidebarRequests = { latest: [], popular: [], dynamic: [] };
  server.use(
    http.get(`${testApiOrigin}/ajax/articles/latest/1`, ({ request }) => {
      const offset = Number(new URL(request.url).searchParams.get('offset'));
      requests.latest.push(offset);
      return HttpResponse.json({
        data: {
          latestArticles:
            lists.latest?.(offset) ?? (offset === 0 ? [wireAjaxArticle(901, { title: 'Latest one' })] : []),
        },
      });
    }),
    http.get(`${testApiOrigin}/article/sidebar-popular-articles`, ({ request }) => {
      const offset = Number(new URL(request.url).searchParams.get('offset'));
      requests.popular.push(offset);
      return HttpResponse.json({
        data: {
          popularArticles:
            lists.popular?.(offset) ?? (offset === 0 ? [wireAjaxArticle(902, { title: 'Popular one' })] : []),
        },
      });
    }),
    http.get(`${testApiOrigin}/ajax/article/sidebar-dynamic-articles/:page`, ({ params }) => {
      const page = Number(params.page);
      requests.dynamic.push(page);
      return HttpResponse.json({
        data: {
          articles:
            lists.dynamic?.(page) ??
            (page === 1 ? [wireAjaxArticle(903, { title: 'Discussed one', comments_count: 12 })] : []),
        },
      });
    }),
  );
  return requests;
}
