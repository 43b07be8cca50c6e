import { z } from 'zod';
import { type Locale, translate } from '../../../i18n/messages';
import { matchAlertKinds } from '../../club-alerts/alert-kinds';
import { notificationTypes, type NotificationType } from '../schema';

/** The contract's `Notification` (docs/contracts.md, issue 13): rendered, so clients show it as it is. */
export const notificationSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(notificationTypes),
    text: z.string().describe("In the tenant's language: 'Anna and 3 others liked your comment'"),
    actor: z
      .object({ username: z.string(), avatar: z.string().nullable() })
      .nullable()
      .describe('Who did it last; null once their account is gone'),
    others_count: z.number().int().describe('Likes: how many others liked the comment besides the actor'),
    comment: z
      .object({
        id: z.number().int().describe('The liked comment, or the reply'),
        excerpt: z.string().describe("The first 120 characters of the comment's text"),
      })
      .nullable()
      .describe('Null for a match alert'),
    match: z
      .object({
        id: z.number().int().describe('The fixture'),
        alert: z.enum(matchAlertKinds).describe('The latest alert of the match'),
        excerpt: z.string().describe("The alert's second line: the scorer and minute, the fan's points…"),
      })
      .nullable()
      .describe("A match alert (CLB-03): one per match, renewed by each new alert of the fan's clubs; null otherwise"),
    url: z.string().describe('The comment on its page (`{resource url}?comment={id}#comments`), or the match page'),
    created_at: z.string(),
    updated_at: z.string().describe('When it last happened: a new like makes a like notification new again'),
    open_at: z.string().nullable().describe('Null while new; set when the menu is opened (open-all)'),
    read_at: z.string().nullable(),
  })
  .meta({ id: 'Notification' });

export type NotificationView = z.infer<typeof notificationSchema>;

/** The badge counts (capped at 99, as Discourse caps them: a badge needs no exact large number). */
export const notificationCountsSchema = z
  .object({
    unopen: z.number().int().describe('New notifications (not seen in the menu yet), at most 99'),
    unread: z.number().int().describe('Notifications not read yet, at most 99'),
  })
  .meta({ id: 'NotificationCounts' });

export type NotificationCounts = z.infer<typeof notificationCountsSchema>;

export const maxCount = 99;
const excerptLength = 120;

/** The first characters of a comment, on one line, never cutting a character in two. */
export function excerptOf(content: string): string {
  return [...content.replace(/\s+/g, ' ').trim()].slice(0, excerptLength).join('');
}

/** "Anna liked your comment", "Anna and 3 others liked your comment", "Anna replied to your comment". */
export function notificationText(
  locale: Locale,
  notification: { type: NotificationType; actor: string | null; othersCount: number },
): string {
  const actor = notification.actor ?? translate(locale, 'community.deletedUser');
  if (notification.type === 'comment_reply') return translate(locale, 'notifications.replied', { actor });
  if (notification.othersCount <= 0) return translate(locale, 'notifications.liked', { actor });
  if (notification.othersCount === 1) return translate(locale, 'notifications.likedWithOne', { actor });
  return translate(locale, 'notifications.likedWithOthers', { actor, count: notification.othersCount });
}
