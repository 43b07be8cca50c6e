import { and, desc, eq, gt, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../accounts/schema';
import { articles } from '../content/schema';
import { comments } from './schema';
import type { SidebarCommentRecord } from './sidebar-comment-view';

/** Read access to a tenant's comments. */
export function createCommentsRepository(db: Database, now: () => Date = () => new Date()) {
  function sidebarComments() {
    return (
      db
        .select({
          id: comments.id,
          content: comments.content,
          likesCount: comments.likesCount,
          createdAt: comments.createdAt,
          username: users.username,
          userImage: users.image,
          articleId: articles.id,
          articleSlug: articles.slug,
          articleTitle: articles.title,
          articleBTitle: articles.bTitle,
          articleAbTesting: articles.abTesting,
        })
        .from(comments)
        // Left join: a deleted account leaves its comments behind without an author.
        .leftJoin(users, eq(users.id, comments.userId))
        // The article must be the tenant's too: a comment row can never lead into another tenant.
        .innerJoin(articles, and(eq(articles.id, comments.resourceId), eq(articles.tenantId, comments.tenantId)))
    );
  }

  function visibleOnPublishedArticles(tenantId: string) {
    return and(
      eq(comments.tenantId, tenantId),
      eq(comments.resourceType, 'article'),
      eq(comments.status, 'visible'),
      lte(articles.publishedAt, now()),
    );
  }

  return {
    /** The newest visible comments on the tenant's published articles. */
    async latest(tenantId: string, limit: number): Promise<SidebarCommentRecord[]> {
      return sidebarComments()
        .where(visibleOnPublishedArticles(tenantId))
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(limit);
    },

    /** CMT-15: the most liked visible comments of the last 7 days (at least one like), newest first on a tie. */
    async topThisWeek(tenantId: string, limit: number): Promise<SidebarCommentRecord[]> {
      const weekAgo = new Date(now().getTime() - 7 * 24 * 60 * 60_000);
      return sidebarComments()
        .where(and(visibleOnPublishedArticles(tenantId), gt(comments.createdAt, weekAgo), gte(comments.likesCount, 1)))
        .orderBy(desc(comments.likesCount), desc(comments.createdAt), desc(comments.id))
        .limit(limit);
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
