import { z } from 'zod/mini';
import type { AcceptsApi, ApiSchemas } from '@tribune/shared';

/**
 * A notification (NOT-01; spec 001 §3 "Notification"). Its text is rendered by the server in the
 * tenant's language. States: new (`open_at` null), opened (the menu was opened), read (`read_at`).
 */
export const notificationSchema = z.object({
  id: z.number(),
  /** 'comment_like' | 'comment_reply' | 'match_alert'; read as text so a new kind shows rather than breaking the list. */
  type: z.string(),
  /** "Anna liked your comment", "Anna and 3 others liked your comment", "Anna replied to your comment". */
  text: z.string(),
  /** Who did it last; null when that account is gone. */
  actor: z.nullable(z.object({ username: z.string(), avatar: z.nullable(z.string()) })),
  others_count: z.number(),
  /** The liked comment or the reply; null for a match alert. */
  comment: z.nullable(z.object({ id: z.number(), excerpt: z.string() })),
  /** A club's match alert (CLB-03): the match, its latest alert and that alert's second line. */
  match: z.optional(z.nullable(z.object({ id: z.number(), alert: z.string(), excerpt: z.string() }))),
  /** The comment on its page (`{resource url}?comment={id}#comments`), or the match page. */
  url: z.string(),
  created_at: z.string(),
  /** When it last happened (a new like renews a like notification). */
  updated_at: z.string(),
  open_at: z.nullable(z.string()),
  read_at: z.nullable(z.string()),
});
export type Notification = z.infer<typeof notificationSchema>;
/** Fails to compile when the API's Notification stops passing this schema (shared's generated contract). */
type _NotificationFollowsTheApi = AcceptsApi<z.input<typeof notificationSchema>, ApiSchemas['Notification']>;

/** The badge's and the title's numbers: not yet seen in the menu (`unopen`), not yet read (`unread`). */
export const notificationCountsSchema = z.object({ unopen: z.number(), unread: z.number() });
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _NotificationCountsFollowTheApi = AcceptsApi<
  z.input<typeof notificationCountsSchema>,
  ApiSchemas['NotificationCounts']
>;

/** GET /api/v2/notifications/{id} and PATCH /api/v2/notifications/{id}/read answer one notification. */
export const notificationResponseSchema = z.object({ data: notificationSchema });

/** PATCH /api/v2/notifications/read-all and /open-all answer the new counts. */
export const notificationCountsResponseSchema = z.object({ data: notificationCountsSchema });

type NotificationState = 'new' | 'opened' | 'read';

/** NOT-02 / spec 001 §4: new (highlighted), opened (the menu was opened), read (clicked, or mark-all). */
export function notificationState(notification: Pick<Notification, 'open_at' | 'read_at'>): NotificationState {
  if (notification.read_at !== null) return 'read';
  return notification.open_at === null ? 'new' : 'opened';
}
