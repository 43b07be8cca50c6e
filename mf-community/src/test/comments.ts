/** Sidebar comments as GET /api/v2/comments/latest sends them; tests override what they are about. */
export function sidebarComment(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    user_avatar: `/assets/avatars/${id}.png`,
    user: `fan${id}`,
    user_url: `/user/fan${id}`,
    date: '2026-11-20T18:30:00.000Z',
    resource: `Article ${id}`,
    content: `Comment number ${id}`,
    url: `/article/article-${id}?comment=${id}#comments`,
    claps_count: id,
    ...overrides,
  };
}
