import { renderToStaticMarkup } from 'react-dom/server';
import type { ApiSchemas } from '@tribune/shared';

/**
 * A topic and a sidebar item as the API sends them, typed by the generated contract: a change of the
 * API's shape breaks the tests too. Tests override what they are about.
 */
export type WireForumTopic = ApiSchemas['ForumTopic'];
export type WireForumItem = ApiSchemas['ForumItem'];

export function forumTopic(id: number, overrides: Partial<WireForumTopic> = {}): WireForumTopic {
  return {
    id,
    title: `Topic number ${id}`,
    url: `/forum/topic/${id}`,
    user_id: 100 + id,
    username: `fan${id}`,
    user_url: `/user/fan${id}`,
    user_avatar: null,
    pinned: false,
    closed: false,
    comments_count: 1,
    created_at: '2026-11-20T18:30:00.000Z',
    last_comment_at: '2026-11-20T18:30:00.000Z',
    can_moderate: false,
    ...overrides,
  };
}

/** List items as the API renders them (api/src/modules/community/forum/forum-topic-items.tsx): with React. */
function forumItemsHtml(topics: readonly WireForumTopic[]): string {
  return renderToStaticMarkup(
    <>
      {topics.map((topic) => (
        <li key={topic.id} className="forum-topic">
          <a className="forum-topic__title" href={topic.url}>
            {topic.title}
          </a>
          {topic.pinned ? <span className="forum-topic__badge forum-topic__badge--pinned">Pinned</span> : null}
          <span className="forum-topic__author">by {topic.username}</span>
          <span className="forum-topic__comments">{topic.comments_count} comments</span>
        </li>
      ))}
    </>,
  );
}

/** A page of GET /api/front/v1/forum/{page}: 20 a page, `count` every topic. */
export function forumListPage(page: number, topics: readonly WireForumTopic[], count: number) {
  return { data: { html: forumItemsHtml(topics), count }, metaData: { current_page: page, per_page: 20 } };
}

/** Topics `from` to `to` (inclusive). */
export function topicRange(from: number, to: number): WireForumTopic[] {
  return Array.from({ length: to - from + 1 }, (_, index) => forumTopic(from + index));
}

export function forumItem(id: number, day: string, overrides: Partial<WireForumItem> = {}): WireForumItem {
  return {
    id,
    title: `Topic number ${id}`,
    url: `/forum/topic/${id}`,
    comments_count: id,
    last_comment_date_day: day,
    last_comment_date_time: '18:30',
    last_comment_date_ldfy: `The day ${day}`,
    ...overrides,
  };
}

/** A page of GET /api/v1/forum/load-sidebar-list/{page}. */
export function forumSidebarPage(page: number, items: readonly WireForumItem[], hasMore = false) {
  return { data: items, metaData: { current_page: page, per_page: 10, has_more: hasMore } };
}
