import { index, integer, pgTable, primaryKey, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { tenants } from '../tenants/schema';

/** Comments (CMT-*) on any resource of a tenant (articles now; forum threads and matches later). */

export const commentResourceTypes = ['article'] as const;
export type CommentResourceType = (typeof commentResourceTypes)[number];
export const commentStatuses = ['visible', 'hidden'] as const;

export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type', { enum: commentResourceTypes }).notNull(),
    resourceId: integer('resource_id').notNull(),
    /**
     * Null once the author deleted their account: the comment stays, so replies from others keep their
     * thread, and shows as written by a deleted user (docs/decisions/0005-account-deletion.md).
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The comment this one replies to (the spec's `reply_to`); null for a top-level comment. */
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    /** Plain text as typed; links and line breaks are rendered safely by the front end (CMT-10). */
    content: text('content').notNull(),
    status: text('status', { enum: commentStatuses }).notNull().default('visible'),
    /** Kept equal to the rows of comment_likes, so lists need no count per comment. */
    likesCount: integer('likes_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('comments_resource_idx').on(table.tenantId, table.resourceType, table.resourceId, table.createdAt),
    index('comments_tenant_created_idx').on(table.tenantId, table.createdAt.desc(), table.id.desc()),
    index('comments_parent_idx').on(table.parentId),
    index('comments_user_idx').on(table.tenantId, table.userId),
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
  ],
);
