import { aliasedTable, and, desc, eq, exists, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../accounts/schema';
import { articles } from '../../content/schema';
import { fixtures } from '../../matchcenter/schema';
import { comments, forumTopics } from '../schema';
import type { UserCommentRecord } from './karma-view';

/** A profile's page of comments (PRF-01). */
export const PROFILE_COMMENTS_PER_PAGE = 10;

// A comment's replies, counted next to it (comments_parent_idx).
const reply = aliasedTable(comments, 'reply');

/**
 * Comments as the community page (top comments, COM-01) and a profile (PRF-01) list them: only those
 * on a resource every visitor can open (a published article of the tenant, a match, a forum topic of
 * the tenant), so a list never names a scheduled article, and a profile's count is the count of what
 * its pages show. `now` is the clock articles are published by.
 */
export function createUserCommentsRepository(db: Database, now: () => Date = () => new Date()) {
  function onPublicResource(): SQL | undefined {
    const one = sql`1`;
    return or(
      and(
        eq(comments.resourceType, 'article'),
        exists(
          db
            .select({ one })
            .from(articles)
            .where(
              and(
                eq(articles.tenantId, comments.tenantId),
                eq(articles.id, comments.resourceId),
                lte(articles.publishedAt, now()),
              ),
            ),
        ),
      ),
      and(
        eq(comments.resourceType, 'forum'),
        exists(
          db
            .select({ one })
            .from(forumTopics)
            .where(and(eq(forumTopics.tenantId, comments.tenantId), eq(forumTopics.id, comments.resourceId))),
        ),
      ),
      and(
        eq(comments.resourceType, 'fixture'),
        exists(db.select({ one }).from(fixtures).where(eq(fixtures.id, comments.resourceId))),
      ),
    );
  }

  function records() {
    return (
      db
        .select({
          id: comments.id,
          resourceType: comments.resourceType,
          resourceId: comments.resourceId,
          content: comments.content,
          status: comments.status,
          likesCount: comments.likesCount,
          repliesCount: sql<number>`(select count(*)::int from ${comments} ${sql.identifier('reply')}
            where ${reply.tenantId} = ${comments.tenantId} and ${reply.parentId} = ${comments.id} and ${reply.status} = 'visible')`,
          createdAt: comments.createdAt,
          userId: comments.userId,
          username: users.username,
          userImage: users.image,
        })
        .from(comments)
        // Left join: a deleted account leaves its comments behind without an author.
        .leftJoin(users, eq(users.id, comments.userId))
        .$dynamic()
    );
  }

  /** A fan's comments: the visible ones, and with `withHidden` (their owner asks) the hidden ones too. */
  function ofUser(tenantId: string, userId: number, withHidden: boolean) {
    return and(
      eq(comments.tenantId, tenantId),
      eq(comments.userId, userId),
      withHidden ? inArray(comments.status, ['visible', 'hidden']) : eq(comments.status, 'visible'),
      onPublicResource(),
    );
  }

  return {
    /**
     * COM-01: the most liked visible comments written between `from` and `until` (all time when null),
     * at least one like, newest first on a tie.
     */
    async top(
      tenantId: string,
      written: { from: Date | null; until: Date | null },
      limit: number,
    ): Promise<UserCommentRecord[]> {
      const rows = await records()
        .where(
          and(
            eq(comments.tenantId, tenantId),
            // Written out, so the planner matches comments_top_liked_idx's predicate.
            sql`${comments.status} = 'visible'`,
            gte(comments.likesCount, 1),
            written.from === null ? undefined : gte(comments.createdAt, written.from),
            written.until === null ? undefined : lt(comments.createdAt, written.until),
            onPublicResource(),
          ),
        )
        // `nulls last` as the index is made (drizzle's desc() alone means nulls first to Postgres).
        .orderBy(
          sql`${comments.likesCount} desc nulls last`,
          sql`${comments.createdAt} desc nulls last`,
          sql`${comments.id} desc nulls last`,
        )
        .limit(limit);
      return rows.map((row) => ({ ...row, repliesCount: Number(row.repliesCount) }));
    },

    /** PRF-01: how many comments a fan's profile lists. */
    async countOfUser(tenantId: string, userId: number, withHidden: boolean): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(comments)
        .where(ofUser(tenantId, userId, withHidden));
      return Number(row?.count ?? 0);
    },

    /** PRF-01: a page (from 1) of a fan's comments, newest first. */
    async pageOfUser(
      tenantId: string,
      userId: number,
      withHidden: boolean,
      page: number,
    ): Promise<UserCommentRecord[]> {
      const rows = await records()
        .where(ofUser(tenantId, userId, withHidden))
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(PROFILE_COMMENTS_PER_PAGE)
        .offset((page - 1) * PROFILE_COMMENTS_PER_PAGE);
      return rows.map((row) => ({ ...row, repliesCount: Number(row.repliesCount) }));
    },
  };
}

export type UserCommentsRepository = ReturnType<typeof createUserCommentsRepository>;
