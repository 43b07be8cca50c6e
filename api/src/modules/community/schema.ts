import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { matchAlerts } from '../club-alerts/schema';
import { fixtures } from '../matchcenter/schema';
import { tenants } from '../tenants/schema';

/**
 * Community (CMT-*, RES-*, NOT-*): comments on any resource of a tenant, their likes, reports and
 * moderation log, claps and visits of resources, and notifications. Every row carries tenant_id and
 * every index starts with it (research/community.md §1.2: Coral's discipline).
 *
 * An index read newest first is `desc().nullsFirst()`: that is what drizzle's `desc()` asks for in a
 * query (Postgres' DESC is NULLS FIRST), and drizzle-kit writes a bare `.desc()` as DESC NULLS LAST, which
 * such a query cannot use (a sort of every row instead). Indexes whose queries say `nulls last` (the
 * karma boards, the forum list, the top comments) keep `.desc()`.
 */

/** What can be commented on, clapped and visited: an article, a match (its thread), a forum topic. */
export const resourceTypes = ['article', 'fixture', 'forum'] as const;
export type ResourceType = (typeof resourceTypes)[number];

/**
 * visible: everyone sees it. hidden: a manager hid it (only managers and its author see it, CMT-07).
 * deleted: its author or a manager deleted it; the row stays as a tombstone while it has replies, so
 * the thread keeps its shape (Remark42, Discourse), and its text is cleared.
 */
export const commentStatuses = ['visible', 'hidden', 'deleted'] as const;
export type CommentStatus = (typeof commentStatuses)[number];

export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type', { enum: resourceTypes }).notNull(),
    resourceId: integer('resource_id').notNull(),
    /**
     * Null once the author deleted their account: the comment stays, so replies from others keep their
     * thread, and shows as written by a deleted user (docs/decisions/0005-account-deletion.md).
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The comment this one replies to (the spec's `reply_to`); null for a top-level comment. */
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    /** The top-level comment of the thread (itself for a top-level one): a page's replies in one read. */
    rootId: integer('root_id'),
    /** 0 for a top-level comment, its parent's level + 1 for a reply. */
    level: integer('level').notNull().default(0),
    /** Plain text as typed; links and line breaks are rendered safely by the front end (CMT-10). */
    content: text('content').notNull(),
    status: text('status', { enum: commentStatuses }).notNull().default('visible'),
    /** Kept equal to the rows of comment_likes, so lists need no count per comment. */
    likesCount: integer('likes_count').notNull().default(0),
    /** On a match thread: the match minute the comment was written in (null before kick-off, after full time). */
    matchMinute: integer('match_minute'),
    matchStoppageMinute: integer('match_stoppage_minute'),
    /**
     * The key a client sends with a POST so a retry never makes a second comment (research/community.md
     * §6: none of the anchors has it). Unique per tenant and author.
     */
    clientKey: text('client_key'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('comments_resource_idx').on(table.tenantId, table.resourceType, table.resourceId, table.createdAt),
    // A page of a resource's top-level comments, newest first.
    index('comments_resource_roots_idx')
      .on(
        table.tenantId,
        table.resourceType,
        table.resourceId,
        table.createdAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      )
      .where(sql`${table.parentId} is null`),
    index('comments_root_idx').on(table.tenantId, table.rootId, table.createdAt),
    index('comments_tenant_created_idx').on(
      table.tenantId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('comments_parent_idx').on(table.parentId),
    index('comments_user_idx').on(table.tenantId, table.userId, table.createdAt),
    // COM-01's top comments: the most liked visible comments, read top-down and stopped at the limit.
    index('comments_top_liked_idx')
      .on(table.tenantId, table.likesCount.desc(), table.createdAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'visible'`),
    uniqueIndex('comments_client_key_idx')
      .on(table.tenantId, table.userId, table.clientKey)
      .where(sql`${table.clientKey} is not null`),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.commentId, table.userId] }),
    index('comment_likes_user_idx').on(table.tenantId, table.userId),
    index('comment_likes_comment_created_idx').on(table.commentId, table.createdAt.desc().nullsFirst()),
  ],
);

/** A fan's report of someone else's comment (CMT-06); one per fan and comment. Never shown to the author. */
export const commentReports = pgTable(
  'comment_reports',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a manager acted on the comment (hid, unhid, deleted or dismissed its reports). */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.commentId, table.userId] }),
    index('comment_reports_open_idx')
      .on(table.tenantId, table.createdAt)
      .where(sql`${table.resolvedAt} is null`),
  ],
);

export const moderationActions = ['hide', 'unhide', 'delete', 'edit', 'dismiss'] as const;
export type ModerationAction = (typeof moderationActions)[number];

/** Who did what to which comment and when: every manager action on someone else's comment. */
export const commentModerationLog = pgTable(
  'comment_moderation_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Kept when the comment row goes (a log outlives what it logs). */
    commentId: integer('comment_id').notNull(),
    /** Null once the manager's account was deleted; the entry stays. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorUsername: text('actor_username').notNull(),
    action: text('action', { enum: moderationActions }).notNull(),
    /** The comment's text before and after (an edit), its status before and after. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('comment_moderation_log_tenant_idx').on(table.tenantId, table.createdAt.desc().nullsFirst())],
);

/** Per resource: its claps, clappers and visits, kept by the same statements that add them (RES-01, RES-02). */
export const resourceStats = pgTable(
  'resource_stats',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type', { enum: resourceTypes }).notNull(),
    resourceId: integer('resource_id').notNull(),
    clapsCount: integer('claps_count').notNull().default(0),
    clappersCount: integer('clappers_count').notNull().default(0),
    visitsCount: integer('visits_count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.resourceType, table.resourceId] }),
    // Most-read: a tenant's resources of a type by visits.
    index('resource_stats_visits_idx').on(table.tenantId, table.resourceType, table.visitsCount.desc()),
  ],
);

/**
 * Claps per clapper and resource, up to a cap (docs/decisions: claps). A clapper is a user, or a guest by
 * visitor id: `clapper` is `u:{userId}` or `v:{visitorId}`.
 */
export const resourceClaps = pgTable(
  'resource_claps',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type', { enum: resourceTypes }).notNull(),
    resourceId: integer('resource_id').notNull(),
    clapper: text('clapper').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.resourceType, table.resourceId, table.clapper] }),
    index('resource_claps_user_idx').on(table.tenantId, table.userId),
  ],
);

/** One row per visitor id and resource: a visit counts once per visitor (RES-02). */
export const resourceVisits = pgTable(
  'resource_visits',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type', { enum: resourceTypes }).notNull(),
    resourceId: integer('resource_id').notNull(),
    visitorId: text('visitor_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.resourceType, table.resourceId, table.visitorId] })],
);

/**
 * Forum topics (FRM-*): a topic is a resource of type `forum`; its first post and every reply are its
 * comments. `comments_count` and `last_comment_at` are kept by the statements that add and remove its
 * comments, so the list and the sidebar read one row per topic.
 */
export const forumTopics = pgTable(
  'forum_topics',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    closed: boolean('closed').notNull().default(false),
    /** Visible comments of the topic, its first post included. */
    commentsCount: integer('comments_count').notNull().default(0),
    /** The newest visible comment's time; the topic's own time until it has one. */
    lastCommentAt: timestamp('last_comment_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('forum_topics_tenant_last_idx').on(table.tenantId, table.lastCommentAt.desc()),
    // The forum list: pinned topics first, then by latest activity.
    index('forum_topics_list_idx').on(table.tenantId, table.pinned.desc(), table.lastCommentAt.desc(), table.id.desc()),
    // The same title twice within minutes is refused, as the same comment twice is.
    index('forum_topics_user_idx').on(table.tenantId, table.userId, table.createdAt),
  ],
);

export const karmaPeriods = ['week', 'month', 'total'] as const;
export type KarmaPeriod = (typeof karmaPeriods)[number];

/**
 * Karma (COM-01, KAR-*): per fan and period (the Monday of a week, the first of a month, or 1970-01-01
 * for all time, Europe/Amsterdam), their visible comments and the likes their comments were given.
 * A comment counts in the period it was written in, a like in the period it was given in. Kept by
 * triggers on `comments` and `comment_likes` (docs/decisions/0018-karma-counts.md), so every way a
 * comment or like comes and goes (posting, moderation, account deletion, cascades) keeps it exact, and
 * a leaderboard is one index range.
 */
export const karmaCounts = pgTable(
  'karma_counts',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    period: text('period', { enum: karmaPeriods }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentsCount: integer('comments_count').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    /** A fan's karma: a comment and a like received count one each. */
    karmaScore: integer('karma_score')
      .notNull()
      .generatedAlwaysAs(sql`comments_count + likes_count`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.period, table.periodStart, table.userId] }),
    index('karma_counts_comments_idx').on(
      table.tenantId,
      table.period,
      table.periodStart,
      table.commentsCount.desc(),
      table.userId,
    ),
    index('karma_counts_likes_idx').on(
      table.tenantId,
      table.period,
      table.periodStart,
      table.likesCount.desc(),
      table.userId,
    ),
    index('karma_counts_score_idx').on(
      table.tenantId,
      table.period,
      table.periodStart,
      table.karmaScore.desc(),
      table.userId,
    ),
    // A fan's months (the profile's chart).
    index('karma_counts_user_idx').on(table.tenantId, table.userId, table.period, table.periodStart),
  ],
);

/**
 * The all-time karma board as score levels (SCL-04): per tenant and karma score above 0, how many fans
 * have it. A fan's rank is 1 + the fans on the levels above their score, so a profile's ranking sums a
 * few thousand levels instead of counting every fan on the board (decision 0015 does the same for the
 * prediction boards). Kept by statement triggers on `karma_counts` (migration 0021), in the transaction
 * that moves the count, so it is exact whenever the board is.
 */
export const karmaScoreLevels = pgTable(
  'karma_score_levels',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    karmaScore: integer('karma_score').notNull(),
    fans: integer('fans').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.karmaScore] })],
);

export const notificationTypes = ['comment_like', 'comment_reply', 'match_alert'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/**
 * NOT-*: what happened to a fan's comments. Likes of one comment are one notification ("Anna and 3
 * others liked your comment", Discourse's consolidation): a new like makes it new again. A reply is a
 * notification of its own. `comment_id` is the liked comment, or the reply.
 *
 * States (spec 001 §4): new (opened_at null), opened (the menu was opened), read (read_at set).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: notificationTypes }).notNull(),
    /** The liked comment or the reply; null for a match alert. */
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    /**
     * A match alert (CLB-03): one notification per fan and match, renewed by each new alert of it (as a
     * like notification is by each like) and pointing at the latest.
     */
    fixtureId: integer('fixture_id').references(() => fixtures.id, { onDelete: 'cascade' }),
    matchAlertId: integer('match_alert_id').references(() => matchAlerts.id, { onDelete: 'cascade' }),
    /** The fan who did it last (the latest liker, the replier); null once their account is gone. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When it last happened (a new like moves a like notification up). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * For the `*_on_email` settings: null while a mail is due (the batch sends one mail per fan and
     * gathers everything due), set once mailed or when no mail is wanted.
     */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_idx').on(
      table.tenantId,
      table.userId,
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    uniqueIndex('notifications_like_key').on(table.tenantId, table.userId, table.type, table.commentId),
    uniqueIndex('notifications_match_key')
      .on(table.tenantId, table.userId, table.fixtureId)
      .where(sql`${table.matchAlertId} is not null`),
    index('notifications_match_alert_idx').on(table.matchAlertId),
    check('notifications_one_subject', sql`(${table.commentId} is null) <> (${table.matchAlertId} is null)`),
    index('notifications_mail_due_idx')
      .on(table.tenantId, table.createdAt)
      .where(sql`${table.emailedAt} is null`),
  ],
);
