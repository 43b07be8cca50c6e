import type { NotificationsPage } from '../api/list-notifications';
import type { Notification, NotificationCounts } from '../api/notification-schema';

/**
 * How a change reaches a cached page of notifications. Every cached page (the bell's and the
 * notifications page's) carries the counts, so each update writes them into all of them.
 */
export type PageUpdate = (page: NotificationsPage) => NotificationsPage;

function withItems(page: NotificationsPage, notifications: Notification[]): NotificationsPage {
  return { ...page, data: { ...page.data, notifications } };
}

/** The counts as an event or an answer gave them. */
export function setCounts(counts: NotificationCounts): PageUpdate {
  return (page) => ({ ...page, data: { ...page.data, unopen: counts.unopen, unread: counts.unread } });
}

/** NOT-03: a new or renewed notification goes on top of the first page, and out of every other place. */
export function putOnTop(notification: Notification): PageUpdate {
  return (page) => {
    const others = page.data.notifications.filter((item) => item.id !== notification.id);
    return withItems(page, page.metaData.current_page === 1 ? [notification, ...others] : others);
  };
}

/** NOT-03: a notification that no longer exists (the like was taken back, the comment deleted). */
export function drop(id: number): PageUpdate {
  return (page) =>
    withItems(
      page,
      page.data.notifications.filter((item) => item.id !== id),
    );
}

/** An answer of the API for one notification replaces the cached copy. */
export function replace(notification: Notification): PageUpdate {
  return (page) =>
    withItems(
      page,
      page.data.notifications.map((item) => (item.id === notification.id ? notification : item)),
    );
}

/** After open-all, once the menu closes: what was new is now opened. */
export function markAllOpened(at: string): PageUpdate {
  return (page) =>
    withItems(
      page,
      page.data.notifications.map((item) => (item.open_at === null ? { ...item, open_at: at } : item)),
    );
}

/** After read-all: everything is read (and so opened). */
export function markAllRead(at: string): PageUpdate {
  return (page) =>
    withItems(
      page,
      page.data.notifications.map((item) =>
        item.read_at === null ? { ...item, open_at: item.open_at ?? at, read_at: at } : item,
      ),
    );
}

/** A notification read here: one fewer unread, and one fewer unopened if it was still new. */
export function countRead(wasNew: boolean): PageUpdate {
  return (page) => ({
    ...page,
    data: {
      ...page.data,
      unopen: wasNew ? Math.max(0, page.data.unopen - 1) : page.data.unopen,
      unread: Math.max(0, page.data.unread - 1),
    },
  });
}
