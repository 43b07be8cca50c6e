import { z } from 'zod';
import type { Locale } from '../../../i18n/messages';
import { LEAGUE_TIME_ZONE, zonedParts } from '../../../lib/league-time';
import { resourceUrl } from '../resources/find-resources';

/** A topic as every forum call answers it (docs/contracts.md "Forum", `ForumTopic`). */
export const forumTopicSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    url: z.string().describe('/forum/topic/{id}'),
    user_id: z.number().int().nullable().describe('Null once the author deleted their account'),
    username: z.string().describe("The author's username; a 'deleted user' text when the account was deleted"),
    user_url: z.string().nullable().describe('/user/{username}; null when the account was deleted'),
    user_avatar: z.string().nullable(),
    pinned: z.boolean(),
    closed: z.boolean().describe('A closed topic takes no new comments'),
    comments_count: z.number().int().describe('Visible comments, the first post included'),
    created_at: z.string().describe('ISO 8601'),
    last_comment_at: z.string().describe('ISO 8601: the newest visible comment, or the topic itself without one'),
    can_moderate: z.boolean().describe('Whether the asker may pin, close and delete it (a manager)'),
  })
  .meta({ id: 'ForumTopic' });

export type ForumTopicView = z.infer<typeof forumTopicSchema>;

/** A topic in the sidebar (spec 000 §3 "Forum item"), grouped by the day of its latest activity. */
export const forumItemSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    url: z.string(),
    comments_count: z.number().int(),
    last_comment_date_day: z.string().describe('YYYY-MM-DD in Europe/Amsterdam: the group'),
    last_comment_date_time: z.string().describe('HH:mm in Europe/Amsterdam'),
    last_comment_date_ldfy: z
      .string()
      .describe("The day written out in the reader's language: 'Monday 24 November 2026'"),
  })
  .meta({ id: 'ForumItem' });

type ForumItemView = z.infer<typeof forumItemSchema>;

/** A topic row with its author, as the repository reads it. */
export interface ForumTopicRecord {
  id: number;
  title: string;
  /** Null when the author deleted their account. */
  userId: number | null;
  username: string | null;
  userImage: string | null;
  pinned: boolean;
  closed: boolean;
  commentsCount: number;
  createdAt: Date;
  /** Null only for a topic written outside the API before its first comment (the trigger sets it). */
  lastCommentAt: Date | null;
}

/** The topic's latest activity: its newest visible comment, or the topic itself while it has none. */
export function lastActivityOf(record: Pick<ForumTopicRecord, 'createdAt' | 'lastCommentAt'>): Date {
  return record.lastCommentAt ?? record.createdAt;
}

export function toForumTopic(
  record: ForumTopicRecord,
  options: { canModerate: boolean; deletedUser: string },
): ForumTopicView {
  const hasAuthor = record.userId !== null && record.username !== null;
  return {
    id: record.id,
    title: record.title,
    url: resourceUrl('forum', record.id),
    user_id: hasAuthor ? record.userId : null,
    username: record.username ?? options.deletedUser,
    user_url: record.username === null ? null : `/user/${encodeURIComponent(record.username)}`,
    user_avatar: hasAuthor ? record.userImage : null,
    pinned: record.pinned,
    closed: record.closed,
    comments_count: record.commentsCount,
    created_at: record.createdAt.toISOString(),
    last_comment_at: lastActivityOf(record).toISOString(),
    can_moderate: options.canModerate,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Wall-clock day and time in Europe/Amsterdam: the forum's dates are the league's, as the comments' are. */
export function amsterdamDayAndTime(instant: Date): { day: string; date: string; time: string } {
  const p = zonedParts(instant);
  return {
    day: `${p.year}-${pad(p.month)}-${pad(p.day)}`,
    date: `${pad(p.day)}-${pad(p.month)}-${p.year}`,
    time: `${pad(p.hour)}:${pad(p.minute)}`,
  };
}

const longDayFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', {
    timeZone: LEAGUE_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }),
  nl: new Intl.DateTimeFormat('nl-NL', {
    timeZone: LEAGUE_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }),
};

/**
 * 'Monday 24 November 2026' / 'maandag 24 november 2026'. Put together from the parts: en-GB's own
 * format has a comma after the weekday, which the spec's sidebar headings do not.
 */
function longDay(instant: Date, locale: Locale): string {
  const parts = longDayFormats[locale].formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

export function toForumItem(record: ForumTopicRecord, locale: Locale): ForumItemView {
  const activity = lastActivityOf(record);
  const { day, time } = amsterdamDayAndTime(activity);
  return {
    id: record.id,
    title: record.title,
    url: resourceUrl('forum', record.id),
    comments_count: record.commentsCount,
    last_comment_date_day: day,
    last_comment_date_time: time,
    last_comment_date_ldfy: longDay(activity, locale),
  };
}
