import { aliasedTable, and, asc, desc, eq, gt, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { comments } from '../community/schema';
import type { ArticleRecord } from './article-view';
import { articles, articleTags, authors, liveblogs, publishedAtOfOut, removedArticles, tags } from './schema';

// Visible comments only: a hidden comment does not count for visitors.
const commentsCount = sql<number>`(select count(*)::int from ${comments} where ${comments.tenantId} = ${articles.tenantId} and ${comments.resourceType} = 'article' and ${comments.resourceId} = ${articles.id} and ${comments.status} = 'visible')`;

/** The columns of an article summary (with its author, primary tag and visible comments), for every list. */
export const articleSummarySelection = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  bTitle: articles.bTitle,
  abTesting: articles.abTesting,
  excerpt: articles.excerpt,
  image: articles.image,
  video: articles.video,
  isExternal: articles.isExternal,
  kind: articles.kind,
  publishedAt: publishedAtOfOut,
  commentsCount,
  authorName: authors.name,
  authorSlug: authors.slug,
  authorIsPublic: authors.isPublic,
  authorAvatar: authors.avatar,
  tagTitle: tags.title,
  tagSlug: tags.slug,
};

const secondaryTag = aliasedTable(tags, 'secondary_tag');

/** NR-02: an article's other tags, in the editor's order, for its page. */
const secondaryTags = sql<{ title: string; slug: string }[]>`coalesce((
  select json_agg(json_build_object('title', ${secondaryTag.title}, 'slug', ${secondaryTag.slug}) order by ${articleTags.position})
  from ${articleTags} join ${tags} ${secondaryTag} on ${secondaryTag.id} = ${articleTags.tagId}
  where ${articleTags.articleId} = ${articles.id}
), '[]'::json)`;

/** One article as its page reads it: the summary's columns, the body and what the page adds. */
type ArticleWithBody = ArticleRecord & {
  content: string;
  primaryTagId: number;
  fixtureId: number | null;
  webPush: boolean;
  liveblogId: number | null;
  /** NR-02: its other tags besides the primary one, in order. */
  secondaryTags: { title: string; slug: string }[];
  seoTitle: string;
  seoDescription: string;
  /** The account the author is (PRF-01's link), for the newsroom's preview's rights. */
  authorUserId: number | null;
};

/**
 * Read access to a tenant's published articles. Every query is filtered by tenant and by
 * `published_at <= now`, so another tenant's article or a scheduled one is never found; only
 * `preview`, the newsroom's (issue 33), finds an article in any state.
 */
export function createArticlesRepository(db: Database, now: () => Date = () => new Date()) {
  const selection = articleSummarySelection;

  function published(tenantId: string, ...conditions: SQL[]) {
    return and(eq(articles.tenantId, tenantId), lte(articles.publishedAt, now()), ...conditions);
  }

  function base() {
    return db
      .select(selection)
      .from(articles)
      .innerJoin(authors, eq(authors.id, articles.authorId))
      .innerJoin(tags, eq(tags.id, articles.primaryTagId));
  }

  /** One article with its body and everything its page needs: `byId`'s and `preview`'s one query. */
  function withBody(publishedAt: SQL<Date>, where: SQL | undefined) {
    return db
      .select({
        ...selection,
        publishedAt,
        content: articles.content,
        primaryTagId: articles.primaryTagId,
        fixtureId: articles.fixtureId,
        webPush: articles.webPush,
        liveblogId: liveblogs.id,
        secondaryTags,
        seoTitle: articles.seoTitle,
        seoDescription: articles.seoDescription,
        authorUserId: authors.userId,
      })
      .from(articles)
      .innerJoin(authors, eq(authors.id, articles.authorId))
      .innerJoin(tags, eq(tags.id, articles.primaryTagId))
      .leftJoin(liveblogs, and(eq(liveblogs.tenantId, articles.tenantId), eq(liveblogs.articleId, articles.id)))
      .where(where)
      .limit(1);
  }

  return {
    /** The news, newest first (biographies are not news: ART-05's bio list has them); `offset`/`limit` as the caller's paging rules decide. */
    async latest(tenantId: string, offset: number, limit: number): Promise<ArticleRecord[]> {
      return base()
        .where(published(tenantId, ne(articles.kind, 'bio')))
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(limit)
        .offset(offset);
    },

    /**
     * The address parts and dates of the newest `limit` published articles, for the sitemap: no joins and
     * no bodies, so even 50,000 rows stay small. `updatedAt` can be older than `publishedAt` (an article
     * written ahead and scheduled); the caller takes the later of the two.
     */
    async sitemapEntries(
      tenantId: string,
      limit: number,
    ): Promise<{ id: number; slug: string; publishedAt: Date; updatedAt: Date }[]> {
      return db
        .select({
          id: articles.id,
          slug: articles.slug,
          publishedAt: publishedAtOfOut,
          updatedAt: articles.updatedAt,
        })
        .from(articles)
        .where(published(tenantId))
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(limit);
    },

    async byId(tenantId: string, id: number): Promise<ArticleWithBody | undefined> {
      const [row] = await withBody(publishedAtOfOut, published(tenantId, eq(articles.id, id)));
      return row;
    },

    /**
     * Issue 33, the newsroom's preview: the article in any state, read as `byId` reads it for readers,
     * with the account of its author (the caller decides who may see it). One not out yet is dated as
     * if it went out now; a scheduled one keeps its time.
     */
    async preview(tenantId: string, id: number): Promise<ArticleWithBody | undefined> {
      const asIfOutNow = sql<Date>`coalesce(${articles.publishedAt}, ${now().toISOString()}::timestamptz)`.mapWith(
        articles.publishedAt,
      );
      const [row] = await withBody(asIfOutNow, and(eq(articles.tenantId, tenantId), eq(articles.id, id)));
      return row;
    },

    /** Whether the tenant had this article and an editor removed it (issue 30: its address is gone). */
    async wasRemoved(tenantId: string, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: removedArticles.articleId })
        .from(removedArticles)
        .where(and(eq(removedArticles.tenantId, tenantId), eq(removedArticles.articleId, id)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * What an article's share image is drawn from (CLB-05): its headline and lead image, and when it was
     * last edited, which is what a cached image is keyed by.
     */
    async shareImageSource(
      tenantId: string,
      id: number,
    ): Promise<{ id: number; title: string; image: string; updatedAt: Date } | undefined> {
      const [row] = await db
        .select({ id: articles.id, title: articles.title, image: articles.image, updatedAt: articles.updatedAt })
        .from(articles)
        .where(published(tenantId, eq(articles.id, id)))
        .limit(1);
      return row;
    },

    /**
     * The neighbours of an article within its primary tag: `previous` is the one published just
     * before it, `next` the one just after (publication time, then id, so equal times still order).
     */
    async neighbours(
      tenantId: string,
      article: { id: number; publishedAt: Date; primaryTagId: number },
    ): Promise<{ previous: ArticleRecord | null; next: ArticleRecord | null }> {
      const sameTag = eq(articles.primaryTagId, article.primaryTagId);
      const before = or(
        lt(articles.publishedAt, article.publishedAt),
        and(eq(articles.publishedAt, article.publishedAt), lt(articles.id, article.id)),
      );
      const after = or(
        gt(articles.publishedAt, article.publishedAt),
        and(eq(articles.publishedAt, article.publishedAt), gt(articles.id, article.id)),
      );
      const [previous, next] = await Promise.all([
        base()
          .where(published(tenantId, sameTag, before ?? sql`false`))
          .orderBy(desc(articles.publishedAt), desc(articles.id))
          .limit(1),
        base()
          .where(published(tenantId, sameTag, after ?? sql`false`))
          .orderBy(asc(articles.publishedAt), asc(articles.id))
          .limit(1),
      ]);
      return { previous: previous[0] ?? null, next: next[0] ?? null };
    },

    /**
     * "More on {tag}" under an article: the newest articles of its primary tag, the article itself and
     * those hidden from lists left out, sticky ones first (as the tag's own list orders them).
     */
    async moreOnTag(
      tenantId: string,
      article: { id: number; primaryTagId: number },
      limit: number,
    ): Promise<ArticleRecord[]> {
      return base()
        .where(
          published(
            tenantId,
            eq(articles.primaryTagId, article.primaryTagId),
            ne(articles.id, article.id),
            eq(articles.hideInLists, false),
          ),
        )
        .orderBy(desc(articles.isSticky), desc(articles.publishedAt), desc(articles.id))
        .limit(limit);
    },

    /**
     * PRF-01: the articles published by `publishedBy` of the authors a fan writes as (`authors.user_id`),
     * newest first, `limit` from `offset`.
     */
    async publishedByUser(
      tenantId: string,
      userId: number,
      { offset, limit, publishedBy }: { offset: number; limit: number; publishedBy: Date },
    ): Promise<ArticleRecord[]> {
      return db
        .select(selection)
        .from(articles)
        .innerJoin(authors, and(eq(authors.id, articles.authorId), eq(authors.tenantId, articles.tenantId)))
        .innerJoin(tags, eq(tags.id, articles.primaryTagId))
        .where(and(eq(articles.tenantId, tenantId), eq(authors.userId, userId), lte(articles.publishedAt, publishedBy)))
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(limit)
        .offset(offset);
    },
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
