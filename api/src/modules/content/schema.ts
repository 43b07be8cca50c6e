import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { fixtures } from '../matchcenter/schema';
import { tenants } from '../tenants/schema';

/** Editorial content (ART-*): every row belongs to one tenant; slugs are unique within a tenant. */

/** Where an article is in the newsroom (issue 33); "scheduled" is `published` with a time to come. */
export const articleStatuses = ['draft', 'submitted', 'published', 'unpublished'] as const;

export const authors = pgTable(
  'authors',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** A public author has an author page (`author_url`); a desk account shows only its name. */
    isPublic: boolean('is_public').notNull().default(true),
    avatar: text('avatar'),
    bio: text('bio'),
    /** The site account that writes as this author, if any: its public profile lists these articles (PRF-01). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('authors_tenant_slug_key').on(table.tenantId, table.slug),
    index('authors_user_idx').on(table.tenantId, table.userId),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** ART-03: a photo-report tag's page shows its articles as a photo grid instead of the news list. */
    template: text('template', { enum: ['default', 'photo_report'] })
      .notNull()
      .default('default'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('tags_tenant_slug_key').on(table.tenantId, table.slug)],
);

/** Postgres' full-text document type; filled by the `articles_search_refresh` trigger (migration 0011), never by the API. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export interface ArticleVideo {
  provider: 'youtube';
  /** The provider's video id (YouTube: the 11 characters of the embed URL). */
  id: string;
}

export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    /** Headline A: the title everyone sees unless the A/B test shows them headline B. */
    title: text('title').notNull(),
    bTitle: text('b_title').notNull(),
    /** Whether the headline A/B test (AB-01) runs on this article. */
    abTesting: boolean('ab_testing').notNull().default(false),
    excerpt: text('excerpt').notNull(),
    /** The body HTML as the editors wrote it; the API sanitizes it on the way out (`toArticle`), so it is never trusted. */
    content: text('content').notNull(),
    /** Lead image URL (`/assets/images/…` for the demo). */
    image: text('image').notNull(),
    video: jsonb('video').$type<ArticleVideo>(),
    authorId: integer('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'restrict' }),
    primaryTagId: integer('primary_tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'restrict' }),
    isExternal: boolean('is_external').notNull().default(false),
    /**
     * ART-05: what the article is. 'bio' articles (player and staff biographies) make the bio list and
     * stay out of the news lists; 'photo_report' ones are photo galleries.
     */
    kind: text('kind', { enum: ['news', 'photo_report', 'bio'] })
      .notNull()
      .default('news'),
    /** Sticky articles head the tag lists that ask for them (`{sticky}` of the by-tag endpoint). */
    isSticky: boolean('is_sticky').notNull().default(false),
    /** Kept off the tag lists that ask to hide them (`{hide_setting}` of the by-tag endpoint). */
    hideInLists: boolean('hide_in_lists').notNull().default(false),
    /** The article carries a web push (ART-01 push alert, WP-01): 1 in the spec's terms. */
    webPush: boolean('web_push').notNull().default(false),
    /** ART-04: title and excerpt, and title, excerpt and body, in the tenant's language; see migration 0011. */
    searchHead: tsvector('search_head'),
    searchAll: tsvector('search_all'),
    /**
     * SCL-04: the body's text as HTML text (tags dropped, white space made one, every `&`, `<`, `>` and
     * quote that is not part of a character reference escaped), kept by migration 0023's trigger, so a
     * search's passage is highlighted without stripping ten bodies per request.
     */
    searchPassage: text('search_passage'),
    /** The match the article is about (a preview): its page shows the match's prediction game (FP-06). */
    fixtureId: integer('fixture_id').references(() => fixtures.id, { onDelete: 'set null' }),
    /**
     * Issue 33, the newsroom: where the article is. A `draft` or `submitted` one (a guest author's, for
     * an editor to publish) was never out; an `unpublished` one was and is taken back. Only `published`
     * has a `published_at` (a check holds the two together), so every reader's query, which asks for
     * `published_at <= now()`, finds neither, without knowing the states.
     */
    status: text('status', { enum: articleStatuses }).notNull().default('published'),
    /** A time in the future schedules the article: lists only show what is published by now. Null unless published. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * The moment the site was told the article is out (its caches emptied): at once for "publish now",
     * by the publication round for a scheduled one (content/newsroom/publication-round.ts), which
     * claims it with this column so one process announces it, once.
     */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    /** Raised by every save: a save that names an older version is refused (two editors, one article). */
    version: integer('version').notNull().default(1),
    /** The search engines' title and description; empty: the title and the excerpt. */
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    /** Who saved it last (the newsroom's list says so). */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'articles_published_at_with_status',
      sql`(${table.status} = 'published') = (${table.publishedAt} is not null)`,
    ),
    // The newsroom's list: most recently changed first.
    index('articles_tenant_updated_idx').on(
      table.tenantId,
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    uniqueIndex('articles_tenant_slug_key').on(table.tenantId, table.slug),
    // The home list (newest first, id as tie-break for a stable page order).
    // `nullsFirst`: Postgres' DESC, what drizzle's desc() asks for in the queries (see community/schema.ts).
    index('articles_tenant_published_idx').on(
      table.tenantId,
      table.publishedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // Tag pages and previous/next within a tag.
    index('articles_tenant_tag_published_idx').on(
      table.tenantId,
      table.primaryTagId,
      table.publishedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // ART-04: search without and with the body (`content=off|on`).
    index('articles_search_head_idx').using('gin', table.searchHead),
    index('articles_search_all_idx').using('gin', table.searchAll),
  ],
);

/**
 * NR-02 (issue 33): an article's other tags besides its primary one, in the editor's order. The primary
 * tag is never repeated here (the editor API refuses it and drops it when it becomes primary), so a tag's
 * list is its primary articles and these, without doubles. A tag in use cannot be deleted, as for the
 * primary tag; an article's rows go with it.
 */
export const articleTags = pgTable(
  'article_tags',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'restrict' }),
    /** 0 for the first of the editor's list. */
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.tagId] }),
    // Tag pages (a tag's secondary articles) and the check of a tag's deletion; tag ids are the tenant's own.
    index('article_tags_tag_idx').on(table.tagId, table.articleId),
  ],
);

/** What a revision keeps of an article: the fields an editor writes (the state and times are not content). */
export interface ArticleRevisionSnapshot {
  title: string;
  bTitle: string;
  abTesting: boolean;
  excerpt: string;
  content: string;
  image: string;
  primaryTagId: number;
  authorId: number;
  kind: 'news' | 'photo_report' | 'bio';
  isSticky: boolean;
  hideInLists: boolean;
  webPush: boolean;
  fixtureId: number | null;
  seoTitle: string;
  seoDescription: string;
  /** NR-02: the secondary tags' ids in order; absent in revisions kept before there were any. */
  tagIds?: number[];
}

/**
 * Issue 33: every save of an article in the newsroom, who and when, so any one can be compared and
 * restored. `number` counts per article from 1. Autosaves of one editor in a row share a revision
 * (content/newsroom/revisions.ts says why), so the list reads as points in the work, not keystrokes.
 */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Made by the editor's autosave, not their "Save": the next autosave of the same editor may take its place. */
    autosave: boolean('autosave').notNull().default(false),
    /** The article's version this revision holds. */
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<ArticleRevisionSnapshot>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('article_revisions_article_number_key').on(table.articleId, table.number)],
);

/**
 * Articles an editor removed (issue 30): the article row is gone, this says it existed, so its address
 * answers 410 ("gone for good", search engines drop it) rather than 404 ("never was").
 */
export const removedArticles = pgTable(
  'removed_articles',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The removed article's id; identity columns never hand it out again. */
    articleId: integer('article_id').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.articleId] })],
);

/**
 * LB-01: an article's live blog. One per article at most; `fixtureId` links it to a match whose goals and
 * cards the simulator adds as entries by themselves.
 */
export const liveblogs = pgTable(
  'liveblogs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    fixtureId: integer('fixture_id').references(() => fixtures.id, { onDelete: 'set null' }),
    /** An ad goes in after every this many entries (0: none). */
    blocksCountToPlaceAd: integer('blocks_count_to_place_ad').notNull().default(5),
    /** The ad's HTML, sanitized when written. */
    adHtml: text('ad_html').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('liveblogs_article_key').on(table.tenantId, table.articleId),
    index('liveblogs_fixture_idx').on(table.fixtureId),
  ],
);

export const liveblogEntries = pgTable(
  'liveblog_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    liveblogId: integer('liveblog_id')
      .notNull()
      .references(() => liveblogs.id, { onDelete: 'cascade' }),
    /** The entry's HTML, sanitized when written and again when served. */
    body: text('body').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    /** The editor who wrote it; null for entries the match feed added. */
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** For entries from the match feed: the match event they tell, so a replayed event adds nothing twice. */
    matchEventId: integer('match_event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Pinned first, then newest first (LB-01), with id as the `last_id` cursor.
    index('liveblog_entries_order_idx').on(
      table.liveblogId,
      table.isPinned.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    uniqueIndex('liveblog_entries_match_event_key').on(table.liveblogId, table.matchEventId),
  ],
);

/** POL-01: a poll editors put in articles. */
export const polls = pgTable(
  'polls',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    isClosed: boolean('is_closed').notNull().default(false),
    /** Counted with each vote in the same transaction. */
    totalVoting: integer('total_voting').notNull().default(0),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('polls_tenant_idx').on(table.tenantId, table.id)],
);

export const pollAnswers = pgTable(
  'poll_answers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    /** Plain text: shown as text, never as HTML. */
    text: text('text').notNull(),
    position: integer('position').notNull(),
    answerVoting: integer('answer_voting').notNull().default(0),
  },
  (table) => [index('poll_answers_poll_idx').on(table.pollId, table.position)],
);

/** One vote per poll and voter: `voterKey` is `user:{id}` for members, `visitor:{id}` for guests. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    voterKey: text('voter_key').notNull(),
    answerId: integer('answer_id')
      .notNull()
      .references(() => pollAnswers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.pollId, table.voterKey] })],
);

/** EMB-01: the providers' oEmbed answers, kept so a page view never waits on Twitter or TikTok twice. */
export const embedCache = pgTable('embed_cache', {
  /** Provider and the request's parameters, as one string. */
  key: text('key').primaryKey(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * `published_at` in a reader's query: every one asks for `published_at <= now()`, so it is never null
 * there (only a published article has one), and it is decoded as the column is, into a Date.
 */
export const publishedAtOfOut = sql<Date>`${articles.publishedAt}`.mapWith(articles.publishedAt);
