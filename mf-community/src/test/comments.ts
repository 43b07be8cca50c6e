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
    resource: {
      type: 'article',
      id: 100 + id,
      title: `Article ${id}`,
      b_title: `Article ${id}, headline B`,
      abtesting: false,
      url: `/article/${100 + id}/article-${id}`,
    },
    content: `Comment number ${id}`,
    url: `/article/article-${id}?comment=${id}#comments`,
    claps_count: id,
    ...overrides,
  };
}

/** A comment of a thread as the API sends it, typed by the generated contract (docs/contracts.md "Comment"). */
export type WireComment = ApiSchemas['Comment'];

export function threadComment(id: number, overrides: Partial<WireComment> = {}): WireComment {
  return {
    id,
    resource_type: 'article',
    resource_id: 42,
    content: `Comment number ${id}`,
    status: 'visible',
    user_id: 100 + id,
    username: `fan${id}`,
    user_url: `/user/fan${id}`,
    user_avatar: null,
    user_avatar_origin: null,
    likes_count: 0,
    user_likes: [],
    is_liked_by_me: false,
    is_reported_by_me: false,
    can_like_it: false,
    can_report_it: false,
    can_edit: false,
    can_delete: false,
    date: '20-11-2026',
    date_and_time: '20-11-2026 19:30',
    created_at: '2026-11-20T18:30:00.000Z',
    edited_at: null,
    level: 0,
    replay_to: null,
    replies: [],
    meta: [{ key: 'has_formation', value: { current_formation_id: null } }],
    show_author_role: false,
    author_role: null,
    match_minute: null,
    reports_count: 0,
    ...overrides,
  };
}

function countVisible(comments: WireComment[]): number {
  return comments.reduce(
    (total, comment) => total + (comment.status === 'visible' ? 1 : 0) + countVisible(comment.replies),
    0,
  );
}

/** A page of GET /api/v2/comments/{type}/{id}; `comments_count` counts every visible level unless given. */
export function commentsPage(
  data: WireComment[],
  meta: Partial<{ comments_count: number; current_page: number; last_page: number }> = {},
) {
  return {
    data,
    metaData: {
      comments_count: countVisible(data),
      current_page: 1,
      last_page: 1,
      per_page: 20,
      other: { labels: {} },
      ...meta,
    },
  };
}
