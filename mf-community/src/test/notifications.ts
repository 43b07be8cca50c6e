import { http, HttpResponse } from 'msw';
import type { ApiSchemas } from '@tribune/shared';
import { apiUrl } from '@tribune/shared/testing';

/** Where MSW answers (the test bootstrap's API origin). */
export { apiUrl };

/** A notification as the API sends it, typed by the generated contract: a change of its shape breaks the tests too. */
type WireNotification = ApiSchemas['Notification'];

/**
 * A notification as GET /api/v2/notifications sends it (docs/contracts.md "Notification"); tests
 * override what they are about. New by default.
 */
export function notification(id: number, overrides: Partial<WireNotification> = {}): WireNotification {
  return {
    id,
    type: 'comment_like',
    text: `Fan${id} liked your comment`,
    actor: { username: `fan${id}`, avatar: null },
    others_count: 0,
    comment: { id: 100 + id, excerpt: `My comment ${id}` },
    match: null,
    url: `/article/${id}/article-${id}?comment=${100 + id}#comments`,
    created_at: '2026-11-20T18:30:00.000Z',
    updated_at: '2026-11-20T18:30:00.000Z',
    open_at: null,
    read_at: null,
    ...overrides,
  };
}

/** What the fake API was asked: method and path with query (`PATCH /api/v2/notifications/open-all`). */
type Call = string;

/**
 * A small stand-in for the notifications API of one user: it keeps the list and the states, answers
 * every call of NOT-01 as the contract says, and records what was asked.
 */
export function fakeNotificationsApi(
  initial: WireNotification[],
  { perPage = 20, popups = true, emptyText = 'You have no notifications yet.' } = {},
) {
  let notifications = [...initial];
  const calls: Call[] = [];
  const state = { popups };
  // The API caps both counts at 99.
  const counts = () => ({
    unopen: Math.min(99, notifications.filter((item) => item.open_at === null).length),
    unread: Math.min(99, notifications.filter((item) => item.read_at === null).length),
  });
  const now = '2026-11-21T10:00:00.000Z';
  const handlers = [
    http.get(apiUrl('/api/v2/notifications'), ({ request }) => {
      const url = new URL(request.url);
      calls.push(`GET ${url.pathname}${url.search}`);
      const page = Number(url.searchParams.get('page') ?? '1');
      const lastPage = Math.max(1, Math.ceil(notifications.length / perPage));
      return HttpResponse.json({
        data: {
          notifications: notifications.slice((page - 1) * perPage, page * perPage),
          ...counts(),
          no_notifications_text: emptyText,
        },
        metaData: { current_page: page, last_page: lastPage, per_page: perPage },
      });
    }),
    http.patch(apiUrl('/api/v2/notifications/open-all'), () => {
      calls.push('PATCH /api/v2/notifications/open-all');
      notifications = notifications.map((item) => ({ ...item, open_at: item.open_at ?? now }));
      return HttpResponse.json({ data: counts() });
    }),
    http.patch(apiUrl('/api/v2/notifications/read-all'), () => {
      calls.push('PATCH /api/v2/notifications/read-all');
      notifications = notifications.map((item) => ({
        ...item,
        open_at: item.open_at ?? now,
        read_at: item.read_at ?? now,
      }));
      return HttpResponse.json({ data: counts() });
    }),
    http.patch(apiUrl('/api/v2/notifications/:id/read'), ({ params }) => {
      calls.push(`PATCH /api/v2/notifications/${String(params.id)}/read`);
      const id = Number(params.id);
      notifications = notifications.map((item) =>
        item.id === id ? { ...item, open_at: item.open_at ?? now, read_at: item.read_at ?? now } : item,
      );
      const found = notifications.find((item) => item.id === id);
      return found
        ? HttpResponse.json({ data: found })
        : HttpResponse.json({ data: null, metaData: { message: 'Not found' } }, { status: 404 });
    }),
    http.get(apiUrl('/api/v2/notifications/:id'), ({ params }) => {
      calls.push(`GET /api/v2/notifications/${String(params.id)}`);
      const found = notifications.find((item) => item.id === Number(params.id));
      return found
        ? HttpResponse.json({ data: found })
        : HttpResponse.json({ data: null, metaData: { message: 'Not found' } }, { status: 404 });
    }),
    http.get(apiUrl('/api/v2/user/me-as-resource'), () => {
      calls.push('GET /api/v2/user/me-as-resource');
      return HttpResponse.json({ data: ownData(state.popups) });
    }),
  ];
  return {
    handlers,
    calls,
    /** The server made (or renewed) one: it is on top now; the event to push is returned. */
    create(item: WireNotification) {
      notifications = [item, ...notifications.filter((other) => other.id !== item.id)];
      return { id: item.id, ...counts() };
    },
    /** The server removed one (an unlike, a deleted comment); the event to push is returned. */
    remove(id: number) {
      notifications = notifications.filter((item) => item.id !== id);
      return { id, ...counts() };
    },
    setPopups(enabled: boolean) {
      state.popups = enabled;
    },
  };
}

/** The user's own data (GET /api/v2/user/me-as-resource) with the pop-up setting of NOT-04. */
function ownData(popups: boolean): ApiSchemas['OwnUserData'] {
  return {
    id: 7,
    username: 'fan',
    email: 'fan@example.com',
    email_verified: true,
    profile_image: null,
    claps_count: 0,
    date_of_birth: null,
    custom_data: {},
    enable_notifications_popup: popups,
    isManager: false,
    verify_email_message: null,
    pending_email: null,
    custom_fields: [],
    settings: {
      night_mode: '0',
      text_size: 'small',
      notify_by_likes: '1',
      notify_by_replies: '1',
      notify_by_likes_on_email: '0',
      notify_by_replies_on_email: '0',
    },
  };
}
