import { and, type AnyColumn, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { resourceStats } from '../../community/schema';
import { articleSummarySelection } from '../articles-repository';
import type { ListArticleRecord } from '../lists/ajax-article';
import { articles, authors, tags } from '../schema';

/** The text-search configuration of a tenant's language, the one migration 0011's trigger indexes with. */
export function searchConfiguration(language: 'en' | 'nl'): 'dutch' | 'english' {
  return language === 'nl' ? 'dutch' : 'english';
}

interface SearchOptions {
  /** `content=on`: search the body too (`search_all`); otherwise title and excerpt (`search_head`). */
  withContent: boolean;
  offset: number;
  limit: number;
}

interface SearchRecord extends ListArticleRecord {
  /** The title as HTML: escaped, the matched words in `<mark>`. */
  titleHtml: string;
  /** A passage of the excerpt (and, with content, the body) as HTML: escaped, matched words in `<mark>`. */
  contentHtml: string;
}

/**
 * Plain text as HTML text: the five characters that matter escaped, so `ts_headline` can only add its
 * own `<mark>` to it. The same escapes as lib/html.ts `escapeHtml`.
 */
function escapedText(text: SQL | AnyColumn): SQL {
  return sql`replace(replace(replace(replace(replace(${text}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;
}

/**
 * The body's text as HTML text: tags dropped as the trigger drops them, runs of white space made one, character references kept (they
 * are text already: `&lt;b&gt;` shows as `<b>`), and every other `&`, `<`, `>` and quote escaped, so
 * no markup is left.
 */
function escapedBodyText(html: SQL | AnyColumn): SQL {
  const withoutTags = sql`regexp_replace(regexp_replace(${html}, '<[^>]*>', ' ', 'g'), '[[:space:]]+', ' ', 'g')`;
  const ampersands = sql`regexp_replace(${withoutTags}, '&(?!#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};|[A-Za-z][A-Za-z0-9]{1,31};)', '&amp;', 'g')`;
  return sql`replace(replace(replace(replace(${ampersands}, '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;
}

const titleHeadline = 'StartSel=<mark>, StopSel=</mark>, HighlightAll=true';
/** About 200 characters around the best match; the beginning when only the title matched. */
const passageHeadline = 'StartSel=<mark>, StopSel=</mark>, MaxWords=35, MinWords=20, ShortWord=3';

/**
 * Searches matching more articles than this are counted as "more than this many" (SCL-04): counting a
 * match reads its document (the GIN index has no tenant, and phrases and several words are checked on
 * the document), so the count's cost is this cap's, whatever the word.
 */
export const exactResultCountUpTo = 100;

/**
 * ART-04: full-text search over a tenant's published articles with Postgres' own text search, in the
 * tenant's language (decision 0022). `websearch_to_tsquery` reads what people type (words, "a phrase",
 * `or`, `-word`) and never fails on odd input. The matches come newest first (SCL-04): a common word
 * reads the tenant's newest articles through their date index and stops at the page, a rare one finds
 * its few matches through the GIN index; ranking by relevance would read and rank every match (90,000
 * for "goals" in the body at 100,000 articles). The count stops at 100 (or the page's end) and says
 * so. The headlines are made over escaped text, so `<mark>` is their only markup.
 */
export function createSearchRepository(db: Database, now: () => Date = () => new Date()) {
  return {
    async search(
      tenantId: string,
      language: 'en' | 'nl',
      text: string,
      options: SearchOptions,
    ): Promise<{ records: SearchRecord[]; total: number; totalCapped: boolean }> {
      const config = sql`${searchConfiguration(language)}::regconfig`;
      const query = sql`websearch_to_tsquery(${config}, ${text}) as search_query`;
      const document = options.withContent ? articles.searchAll : articles.searchHead;
      const matches = and(
        eq(articles.tenantId, tenantId),
        lte(articles.publishedAt, now()),
        sql`${document} @@ search_query`,
      );

      // The page's ids, newest first, in the order of articles_tenant_published_idx.
      const page = db
        .select({ id: articles.id })
        .from(articles)
        .crossJoin(query)
        .where(matches)
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(options.limit)
        .offset(options.offset)
        .as('page');

      const passage = options.withContent
        ? sql`${escapedText(articles.excerpt)} || ' ' || ${escapedBodyText(articles.content)}`
        : escapedText(articles.excerpt);
      // Counted up to the larger of the cap and the page's end, plus one to know whether more match.
      const countLimit = Math.max(exactResultCountUpTo, options.offset + options.limit);
      const counted = db
        .select({ one: sql`1` })
        .from(articles)
        .crossJoin(query)
        .where(matches)
        .limit(countLimit + 1)
        .as('counted');
      const [records, [countRow]] = await Promise.all([
        db
          .select({
            ...articleSummarySelection,
            clapsCount: sql<number>`coalesce(${resourceStats.clapsCount}, 0)`.mapWith(Number),
            clappersCount: sql<number>`coalesce(${resourceStats.clappersCount}, 0)`.mapWith(Number),
            isSticky: articles.isSticky,
            titleHtml: sql<string>`ts_headline(${config}, ${escapedText(articles.title)}, search_query, ${titleHeadline})`,
            contentHtml: sql<string>`ts_headline(${config}, ${passage}, search_query, ${passageHeadline})`,
          })
          .from(page)
          .innerJoin(articles, eq(articles.id, page.id))
          .innerJoin(authors, eq(authors.id, articles.authorId))
          .innerJoin(tags, eq(tags.id, articles.primaryTagId))
          .leftJoin(
            resourceStats,
            and(
              eq(resourceStats.tenantId, articles.tenantId),
              eq(resourceStats.resourceType, 'article'),
              eq(resourceStats.resourceId, articles.id),
            ),
          )
          .crossJoin(query)
          .orderBy(desc(articles.publishedAt), desc(articles.id)),
        // The planner's choice: a common word's newest matches through the date index, a rare word's
        // through the GIN index; either stops at the cap.
        db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(counted),
      ]);
      const matched = countRow?.total ?? 0;
      const totalCapped = matched > countLimit;
      return { records, total: totalCapped ? countLimit : matched, totalCapped };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
