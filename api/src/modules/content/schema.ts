import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { fixtures } from '../matchcenter/schema';
import { tenants } from '../tenants/schema';

/** Editorial content (ART-*): every row belongs to one tenant; slugs are unique within a tenant. */

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('tags_tenant_slug_key').on(table.tenantId, table.slug)],
);

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
    /** The match the article is about (a preview): its page shows the match's prediction game (FP-06). */
    fixtureId: integer('fixture_id').references(() => fixtures.id, { onDelete: 'set null' }),
    /** A time in the future schedules the article: lists only show what is published by now. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
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
  ],
);
