import { and, eq, like, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { uniqueViolation } from '../../../db/errors';
import { comments } from '../../community/schema';
import { articles, authors, removedArticles, tags } from '../schema';
import { firstFreeSlug } from './article-slug';
import type { EditorArticleRecord } from './editor-article-view';

/** The columns an editor's article is written with; the repository adds tenant, slug and author. */
export interface ArticleValues {
  title: string;
  bTitle: string;
  abTesting: boolean;
  excerpt: string;
  content: string;
  image: string;
  primaryTagId: number;
  kind: EditorArticleRecord['kind'];
  isSticky: boolean;
  hideInLists: boolean;
  webPush: boolean;
  publishedAt: Date;
}

/** How often a new article tries the next free slug when another request took the one it chose. */
const slugAttempts = 5;

/**
 * The editors' view of a tenant's articles: published or scheduled, with the body as stored. Every read
 * and write takes the tenant and filters on it, so another tenant's article is never found or changed.
 */
export function createEditorArticlesRepository(db: Database) {
  async function byId(
    executor: Database | Transaction,
    tenantId: string,
    id: number,
  ): Promise<EditorArticleRecord | undefined> {
    const [row] = await executor
      .select({
        id: articles.id,
        slug: articles.slug,
        title: articles.title,
        bTitle: articles.bTitle,
        abTesting: articles.abTesting,
        excerpt: articles.excerpt,
        content: articles.content,
        image: articles.image,
        tagSlug: tags.slug,
        kind: articles.kind,
        isSticky: articles.isSticky,
        hideInLists: articles.hideInLists,
        webPush: articles.webPush,
        publishedAt: articles.publishedAt,
        updatedAt: articles.updatedAt,
        authorName: authors.name,
      })
      .from(articles)
      .innerJoin(tags, eq(tags.id, articles.primaryTagId))
      .innerJoin(authors, eq(authors.id, articles.authorId))
      .where(and(eq(articles.tenantId, tenantId), eq(articles.id, id)))
      .limit(1);
    return row;
  }

  /** The author the editor writes as (PRF-01's `authors.user_id`); a desk author without a page is made once. */
  async function authorOf(tenantId: string, user: { id: number; username: string; name: string | null }) {
    const [linked] = await db
      .select({ id: authors.id })
      .from(authors)
      .where(and(eq(authors.tenantId, tenantId), eq(authors.userId, user.id)))
      .limit(1);
    if (linked !== undefined) return linked.id;
    const slug = `desk-${user.id}`;
    await db
      .insert(authors)
      .values({ tenantId, slug, name: user.name?.trim() || user.username, isPublic: false, userId: user.id })
      .onConflictDoNothing();
    const [made] = await db
      .select({ id: authors.id })
      .from(authors)
      .where(and(eq(authors.tenantId, tenantId), eq(authors.slug, slug)))
      .limit(1);
    if (made === undefined) throw new Error('The desk author was not stored');
    return made.id;
  }

  async function takenSlugs(tenantId: string, base: string): Promise<Set<string>> {
    const rows = await db
      .select({ slug: articles.slug })
      .from(articles)
      .where(and(eq(articles.tenantId, tenantId), or(eq(articles.slug, base), like(articles.slug, `${base}-%`))));
    return new Set(rows.map((row) => row.slug));
  }

  return {
    byId(tenantId: string, id: number): Promise<EditorArticleRecord | undefined> {
      return byId(db, tenantId, id);
    },

    async tagIdBySlug(tenantId: string, slug: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.tenantId, tenantId), eq(tags.slug, slug)))
        .limit(1);
      return row?.id;
    },

    /** A new article under the first free slug of `slugBase`, by the editor's author; answers its id. */
    async insert(
      tenantId: string,
      user: { id: number; username: string; name: string | null },
      slugBase: string,
      values: ArticleValues,
    ): Promise<number> {
      const authorId = await authorOf(tenantId, user);
      for (let attempt = 1; ; attempt += 1) {
        const slug = firstFreeSlug(slugBase, await takenSlugs(tenantId, slugBase));
        try {
          const [row] = await db
            .insert(articles)
            .values({ ...values, tenantId, slug, authorId })
            .returning({ id: articles.id });
          if (row === undefined) throw new Error('The article was not stored');
          return row.id;
        } catch (error) {
          // Another article took the slug meanwhile: the next free one is tried.
          if (uniqueViolation(error) !== 'articles_tenant_slug_key' || attempt >= slugAttempts) throw error;
        }
      }
    },

    /** Changes the given columns; false when the tenant has no such article. */
    async update(tenantId: string, id: number, values: Partial<ArticleValues>): Promise<boolean> {
      const rows = await db
        .update(articles)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(articles.tenantId, tenantId), eq(articles.id, id)))
        .returning({ id: articles.id });
      return rows.length > 0;
    },

    /**
     * Removes an article for good (its live blog, tests and push records go with it) and notes that it
     * existed, so its address answers 410; false when the tenant has no such article.
     */
    async remove(tenantId: string, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(articles)
          .where(and(eq(articles.tenantId, tenantId), eq(articles.id, id)))
          .returning({ id: articles.id });
        if (rows.length === 0) return false;
        // Its thread goes with it (the comments point at it by id, without a key): no page shows them
        // again, and the karma triggers take them out of the boards.
        await tx
          .delete(comments)
          .where(
            and(eq(comments.tenantId, tenantId), eq(comments.resourceType, 'article'), eq(comments.resourceId, id)),
          );
        await tx.insert(removedArticles).values({ tenantId, articleId: id }).onConflictDoNothing();
        return true;
      });
    },
  };
}

export type EditorArticlesRepository = ReturnType<typeof createEditorArticlesRepository>;
