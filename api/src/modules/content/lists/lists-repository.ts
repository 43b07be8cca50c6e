import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { comments, resourceStats } from '../../community/schema';
import { articleSummarySelection } from '../articles-repository';
import { articles, articleTags, authors, tags } from '../schema';
import type { ListArticleRecord } from './ajax-article';

export const articleKinds = ['news', 'photo_report', 'bio'] as const;
export type ArticleKind = (typeof articleKinds)[number];

/** ART-05: the news lists (home, most-read, sidebars) leave biographies out; they have their own list. */
export const newsKinds: readonly ArticleKind[] = ['news', 'photo_report'];

interface TagRecord {
  id: number;
  slug: string;
  title: string;
  template: 'default' | 'photo_report';
}

/** Where a page of a list starts and how long it is. */
interface Window {
  offset: number;
  limit: number;
}

/**
 * ART-06: paged lists whose first page may be longer (`first_page_size`): page `firstPage` holds
 * `firstPageSize` articles, every later page `pageSize`, so the next page continues where the first ended.
 */
export function pageWindow(page: number, sizes: { pageSize: number; firstPageSize: number }, firstPage: 0 | 1): Window {
  const index = page - firstPage;
  return index === 0
    ? { offset: 0, limit: sizes.firstPageSize }
    : { offset: sizes.firstPageSize + (index - 1) * sizes.pageSize, limit: sizes.pageSize };
}

interface ListOptions extends Window {
  /** The kinds to list (default: every kind). */
  kinds?: readonly ArticleKind[];
  /** Sticky articles first (the `sticky` / `is_sticky` flags of the lists). */
  stickyFirst?: boolean;
  /** Leave out the articles marked `hide_in_lists` (`hide_setting` of the by-tag list). */
  leaveOutHidden?: boolean;
}

/**
 * The lists of ART-03..ART-05 over a tenant's published articles. Like the articles repository, every
 * query goes through `published()`, which carries the tenant and `published_at <= now`, so another
 * tenant's article or a scheduled one is never listed.
 */
export function createListsRepository(db: Database, now: () => Date = () => new Date()) {
  const selection = {
    ...articleSummarySelection,
    clapsCount: sql<number>`coalesce(${resourceStats.clapsCount}, 0)`.mapWith(Number),
    clappersCount: sql<number>`coalesce(${resourceStats.clappersCount}, 0)`.mapWith(Number),
    isSticky: articles.isSticky,
  };
  const visits = sql`coalesce(${resourceStats.visitsCount}, 0)`;
  const newest = [desc(articles.publishedAt), desc(articles.id)];

  function published(tenantId: string, options: Omit<ListOptions, 'offset' | 'limit'>, ...conditions: SQL[]) {
    return and(
      eq(articles.tenantId, tenantId),
      lte(articles.publishedAt, now()),
      options.kinds === undefined ? undefined : inArray(articles.kind, [...options.kinds]),
      options.leaveOutHidden === true ? eq(articles.hideInLists, false) : undefined,
      ...conditions,
    );
  }

  function base() {
    return db
      .select(selection)
      .from(articles)
      .innerJoin(authors, eq(authors.id, articles.authorId))
      .innerJoin(tags, eq(tags.id, articles.primaryTagId))
      .leftJoin(
        resourceStats,
        and(
          eq(resourceStats.tenantId, articles.tenantId),
          eq(resourceStats.resourceType, 'article'),
          eq(resourceStats.resourceId, articles.id),
        ),
      );
  }

  function stickyFirst(options: Pick<ListOptions, 'stickyFirst'>): SQL[] {
    return options.stickyFirst === true ? [desc(articles.isSticky)] : [];
  }

  /**
   * NR-04: a tag's articles are those it is the primary tag of and those that carry it besides (never
   * both: the newsroom keeps the primary tag out of the others). Each branch reads its own index
   * (`articles_tenant_tag_published_idx`, `article_tags_tag_idx`) in the list's order and, for a page,
   * only as far as `reach`; the page is then taken from the two. Without `reach`: all of them, to count.
   */
  function ofTag(tenantId: string, tagId: number, options: Omit<ListOptions, 'offset' | 'limit'>, reach?: number) {
    const order = [...stickyFirst(options), ...newest];
    const primary = db
      .select({ id: articles.id })
      .from(articles)
      .where(published(tenantId, options, eq(articles.primaryTagId, tagId)));
    const secondary = db
      .select({ id: articles.id })
      .from(articleTags)
      .innerJoin(articles, eq(articles.id, articleTags.articleId))
      .where(published(tenantId, options, eq(articleTags.tenantId, tenantId), eq(articleTags.tagId, tagId)));
    return reach === undefined
      ? sql`${articles.id} in (${primary} union all ${secondary})`
      : sql`${articles.id} in ((${primary.orderBy(...order).limit(reach)}) union all (${secondary.orderBy(...order).limit(reach)}))`;
  }

  return {
    async tagBySlug(tenantId: string, slug: string): Promise<TagRecord | undefined> {
      const [row] = await db
        .select({ id: tags.id, slug: tags.slug, title: tags.title, template: tags.template })
        .from(tags)
        .where(and(eq(tags.tenantId, tenantId), eq(tags.slug, slug)))
        .limit(1);
      return row;
    },

    async tagById(tenantId: string, id: number): Promise<TagRecord | undefined> {
      const [row] = await db
        .select({ id: tags.id, slug: tags.slug, title: tags.title, template: tags.template })
        .from(tags)
        .where(and(eq(tags.tenantId, tenantId), eq(tags.id, id)))
        .limit(1);
      return row;
    },

    /** A tag's published articles (primary or other tag, NR-02), newest first (sticky ones first when asked). */
    async byTag(tenantId: string, tagId: number, options: ListOptions): Promise<ListArticleRecord[]> {
      return base()
        .where(published(tenantId, options, ofTag(tenantId, tagId, options, options.offset + options.limit)))
        .orderBy(...stickyFirst(options), ...newest)
        .limit(options.limit)
        .offset(options.offset);
    },

    async countByTag(tenantId: string, tagId: number, options: Omit<ListOptions, 'offset' | 'limit'>) {
      const [row] = await db
        .select({ total: count() })
        .from(articles)
        .where(published(tenantId, options, ofTag(tenantId, tagId, options)));
      return Number(row?.total ?? 0);
    },

    /** Newest first (sticky ones first when asked). */
    async latest(tenantId: string, options: ListOptions): Promise<ListArticleRecord[]> {
      return base()
        .where(published(tenantId, options))
        .orderBy(...stickyFirst(options), ...newest)
        .limit(options.limit)
        .offset(options.offset);
    },

    /** Most visits first (`resource_stats.visits_count`), newest first among equals; `since` limits the age. */
    async mostVisited(tenantId: string, options: ListOptions & { since?: Date }): Promise<ListArticleRecord[]> {
      const recent = options.since === undefined ? [] : [gte(articles.publishedAt, options.since)];
      return base()
        .where(published(tenantId, options, ...recent))
        .orderBy(...stickyFirst(options), desc(visits), ...newest)
        .limit(options.limit)
        .offset(options.offset);
    },

    /**
     * Most visible comments written since `since` first; articles nobody commented on meanwhile follow
     * newest first, so the list is never empty while the tenant has articles.
     */
    async mostCommentedSince(tenantId: string, since: Date, options: ListOptions): Promise<ListArticleRecord[]> {
      const recent = db
        .select({ resourceId: comments.resourceId, n: sql<number>`count(*)`.as('recent_comments') })
        .from(comments)
        .where(
          and(
            eq(comments.tenantId, tenantId),
            eq(comments.resourceType, 'article'),
            eq(comments.status, 'visible'),
            gte(comments.createdAt, since),
          ),
        )
        .groupBy(comments.resourceId)
        .as('recent');
      return base()
        .leftJoin(recent, eq(recent.resourceId, articles.id))
        .where(published(tenantId, options))
        .orderBy(desc(sql`coalesce(${recent.n}, 0)`), ...newest)
        .limit(options.limit)
        .offset(options.offset);
    },
  };
}

export type ListsRepository = ReturnType<typeof createListsRepository>;
