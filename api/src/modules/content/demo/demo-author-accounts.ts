import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../accounts/schema';
import { articles, authors } from '../schema';

/**
 * PRF-01: the demo `editor` account writes as one of the tenant's public authors (`authors.user_id`), so
 * its public profile lists articles. The author with the most published articles is chosen (ties: the
 * oldest author), so the demo profile shows a full first page and a "more" button. Does nothing when the
 * editor already writes as an author, or when the tenant has no editor account or no published author.
 */
export async function linkDemoAuthorAccounts(db: Database, options: { tenantId: string; now?: Date }): Promise<void> {
  const { tenantId } = options;
  const now = options.now ?? new Date();
  const [editor] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.username}) = 'editor'`))
    .limit(1);
  if (editor === undefined) return;
  const [linked] = await db
    .select({ id: authors.id })
    .from(authors)
    .where(and(eq(authors.tenantId, tenantId), eq(authors.userId, editor.id)))
    .limit(1);
  if (linked !== undefined) return;
  const [author] = await db
    .select({ id: authors.id, published: count(articles.id) })
    .from(authors)
    .innerJoin(articles, and(eq(articles.authorId, authors.id), eq(articles.tenantId, authors.tenantId)))
    .where(and(eq(authors.tenantId, tenantId), eq(authors.isPublic, true), lte(articles.publishedAt, now)))
    .groupBy(authors.id)
    .orderBy(desc(count(articles.id)), asc(authors.id))
    .limit(1);
  if (author === undefined) return;
  await db
    .update(authors)
    .set({ userId: editor.id })
    .where(and(eq(authors.tenantId, tenantId), eq(authors.id, author.id)));
}
