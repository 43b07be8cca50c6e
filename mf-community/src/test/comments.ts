import type { ApiSchemas } from '@tribune/shared';

/** A sidebar comment as the API sends it, typed by the generated contract: a change of the API's shape breaks the tests too. */
export type WireSidebarComment = ApiSchemas['SidebarComment'];

/** Sidebar comments as GET /api/v2/comments/latest sends them; tests override what they are about. */
export function sidebarComment(id: number, overrides: Partial<WireSidebarComment> = {}): WireSidebarComment {
  return {
    id,
    user_avatar: `/assets/avatars/${id}.png`,
    user: `fan${id}`,
    user_url: `/user/fan${id}`,
    date: '2026-11-20T18:30:00.000Z',
    resource: { type: 'article', id: 100 + id, title: `Article ${id}`, url: `/article/${100 + id}/article-${id}` },
    content: `Comment number ${id}`,
    url: `/article/article-${id}?comment=${id}#comments`,
    claps_count: id,
    ...overrides,
  };
}
