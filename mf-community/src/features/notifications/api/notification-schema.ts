import type { ApiSchemas } from '@tribune/shared';

/**
 * A notification (NOT-01; spec 001 §3 "Notification"), typed by the generated contract (decision 0058).
 * Its text is rendered by the server in the tenant's language. States: new (`open_at` null), opened (the
 * menu was opened), read (`read_at`). `comment` is null for a match alert; `match` is a club's match
 * alert (CLB-03); `url` is the comment on its page (`{resource url}?comment={id}#comments`), or the match page.
 */
export type Notification = ApiSchemas['Notification'];

/** The badge's and the title's numbers: not yet seen in the menu (`unopen`), not yet read (`unread`). */
export type NotificationCounts = ApiSchemas['NotificationCounts'];

type NotificationState = 'new' | 'opened' | 'read';

/** NOT-02 / spec 001 §4: new (highlighted), opened (the menu was opened), read (clicked, or mark-all). */
export function notificationState(notification: Pick<Notification, 'open_at' | 'read_at'>): NotificationState {
  if (notification.read_at !== null) return 'read';
  return notification.open_at === null ? 'new' : 'opened';
}
