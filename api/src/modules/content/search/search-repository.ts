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

export interface SearchOptions {
  /** `content=on`: search the body too (`search_all`); otherwise title and excerpt (`search_head`). */
  withContent: boolean;
  offset: number;
  limit: number;
}

export interface SearchRecord extends ListArticleRecord {
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
 * ART-04: full-text search over a tenant's published articles with Postgres' own text search, in the
 * tenant's language (decision 0022). `websearch_to_tsquery` reads what people type (words, "a phrase",
 * `or`, `-word`) and never fails on odd input. Ranked by `ts_rank` over title and excerpt (the title
 * weighs most), then newest, so a match in the body alone comes after them. The headlines are made over
 * escaped text, so `<mark>` is their only markup.
 */
export function createSearchRepository(db: Database, now: () => Date = () => new Date()) {
  return {
    async search(
      tenantId: string,
      language: 'en' | 'nl',
      text: string,
      options: SearchOptions,
    ): Promise<{ records: SearchRecord[]; total: number }> {
      const config = sql`${searchConfiguration(language)}::regconfig`;
      const query = sql`websearch_to_tsquery(${config}, ${text}) as search_query`;
      const document = options.withContent ? articles.searchAll : articles.searchHead;
      const matches = and(
        eq(articles.tenantId, tenantId),
        lte(articles.publishedAt, now()),
        sql`${document} @@ search_query`,
      );
      // Ranked on title and excerpt (weights A and B) in both modes: a match in the body (content=on)
      // counts after them, newest first. Ranking on `search_all` would read every match's whole body
      // document (large, stored out of line) for the sake of the body's word counts.
      const rank = sql<number>`ts_rank(${articles.searchHead}, search_query)`;

      return db.transaction(async (tx) => {
        // For a common word the planner reads the whole table and tests `@@` on every row's document,
        // because it does not count the cost of fetching large documents stored out of line: several
        // times slower than the GIN index, which answers `@@` without reading them (decision 0022).
        await tx.execute(sql`set local enable_seqscan = off`);

        // The page's ids first, with the number of matches; headlines only for the page's rows.
        const page = tx
          .select({
            id: articles.id,
            rank: rank.as('search_rank'),
            total: sql<number>`count(*) over ()`.mapWith(Number).as('search_total'),
          })
          .from(articles)
          .crossJoin(query)
          .where(matches)
          .orderBy(sql`search_rank desc`, desc(articles.publishedAt), desc(articles.id))
          .limit(options.limit)
          .offset(options.offset)
          .as('page');

        const passage = options.withContent
          ? sql`${escapedText(articles.excerpt)} || ' ' || ${escapedBodyText(articles.content)}`
          : escapedText(articles.excerpt);
        const records = await tx
          .select({
            ...articleSummarySelection,
            clapsCount: sql<number>`coalesce(${resourceStats.clapsCount}, 0)`.mapWith(Number),
            clappersCount: sql<number>`coalesce(${resourceStats.clappersCount}, 0)`.mapWith(Number),
            isSticky: articles.isSticky,
            total: page.total,
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
          .orderBy(desc(page.rank), desc(articles.publishedAt), desc(articles.id));

        let total = records[0]?.total;
        if (total === undefined) {
          // A page past the last match says nothing about how many there are: count them.
          const [row] = await tx
            .select({ total: sql<number>`count(*)`.mapWith(Number) })
            .from(articles)
            .crossJoin(query)
            .where(matches);
          total = row?.total ?? 0;
        }
        return { records: records.map(({ total: _total, ...record }) => record), total };
      });
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
