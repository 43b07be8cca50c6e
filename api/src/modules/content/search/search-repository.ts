import { and, type AnyColumn, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
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
 * What a passage's window is centred on: the first five letters of the query's longest word, lower
 * case ('' when it has none: the window is then the body's beginning).
 */
function passageClue(text: string): string {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '');
  return longest.slice(0, 5);
}

/**
 * How many of a tenant's newest articles a search walks, in date order, to fill its page before it asks
 * the GIN index (SCL-04): at about 5 µs an article (its document is in the row), at most 5 ms.
 */
const newestWalked = 1_000;

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
      const at = now();
      const want = options.offset + options.limit;
      const newestFirst = (a: { publishedAt: Date; id: number }, b: { publishedAt: Date; id: number }) =>
        b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id;
      // The page's ids, first from a walk of the tenant's newest articles in date order, testing each
      // one's document (kept in the row, migration 0023), bounded to `newestWalked` of them: a word in
      // one article in a hundred or more fills the page there. The planner cannot be left to choose
      // here: it takes the words of a phrase or pair as independent, under-counts their matches ten times
      // ("Twente injury": 400 estimated, 4,629 found) and reads and sorts every match through the GIN
      // index (15–35 ms) where the walk needs 200 articles (1 ms).
      const pageIdsFromWalk = async (): Promise<number[] | null> => {
        const newest = db
          .select({ id: articles.id, publishedAt: articles.publishedAt, document: sql`${document}`.as('document') })
          .from(articles)
          .where(and(eq(articles.tenantId, tenantId), lte(articles.publishedAt, at)))
          .orderBy(desc(articles.publishedAt), desc(articles.id))
          .limit(newestWalked)
          .as('newest');
        const found = await db
          // Never null: the walk takes published articles only.
          .select({ id: newest.id, publishedAt: sql<Date>`${newest.publishedAt}`.mapWith(articles.publishedAt) })
          .from(newest)
          .crossJoin(query)
          .where(sql`${newest.document} @@ search_query`)
          .limit(want);
        // Found in the walk's order; sorted again, as SQL keeps no order without an order by.
        return found.length < want
          ? null
          : found
              .sort(newestFirst)
              .slice(options.offset)
              .map(({ id }) => id);
      };
      const matches = and(
        eq(articles.tenantId, tenantId),
        lte(articles.publishedAt, at),
        sql`${document} @@ search_query`,
      );
      // A rarer word: its few matches through the GIN index, newest first.
      const pageIdsFromIndex = async (): Promise<number[]> => {
        const found = await db
          .select({ id: articles.id })
          .from(articles)
          .crossJoin(query)
          .where(matches)
          .orderBy(desc(articles.publishedAt), desc(articles.id))
          .limit(options.limit)
          .offset(options.offset);
        return found.map(({ id }) => id);
      };

      // The body's text is kept as HTML text by migration 0023's trigger (`article_html_text`). Only a
      // window of it goes to ts_headline, whose time grows with the text (about 0.5 ms for a 2,500
      // character body and a phrase, ten times a page): 1,000 characters around the first place the
      // start of the query's longest word appears (a stem's start, so "spelers" finds "speler"), or the
      // beginning. The marks are still ts_headline's own; the window is cut at spaces, so no character
      // reference is split.
      const clue = passageClue(text);
      const body = sql`coalesce(${articles.searchPassage}, '')`;
      const start = sql`greatest(1, strpos(lower(${body}), ${clue}) - 400)`;
      // A word cut by the window's start or end is dropped; the body's own first and last words are kept.
      const bodyWindow = sql`regexp_replace(regexp_replace(substr(${body}, ${start}, 1000),
        case when ${start} > 1 then '^[^ ]* ' else '^$' end, ''),
        case when ${start} + 1000 <= length(${body}) then ' [^ ]*$' else '^$' end, '')`;
      const passage = options.withContent
        ? sql`${escapedText(articles.excerpt)} || ' ' || ${bodyWindow}`
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
      const [ids, [countRow]] = await Promise.all([
        pageIdsFromWalk().then((walked) => walked ?? pageIdsFromIndex()),
        // The planner's choice: a common word's newest matches through the date index, a rare word's
        // through the GIN index; either stops at the cap.
        db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(counted),
      ]);
      const records =
        ids.length === 0
          ? []
          : await db
              .select({
                ...articleSummarySelection,
                clapsCount: sql<number>`coalesce(${resourceStats.clapsCount}, 0)`.mapWith(Number),
                clappersCount: sql<number>`coalesce(${resourceStats.clappersCount}, 0)`.mapWith(Number),
                isSticky: articles.isSticky,
                titleHtml: sql<string>`ts_headline(${config}, ${escapedText(articles.title)}, search_query, ${titleHeadline})`,
                contentHtml: sql<string>`ts_headline(${config}, ${passage}, search_query, ${passageHeadline})`,
              })
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
              )
              .crossJoin(query)
              .where(and(eq(articles.tenantId, tenantId), inArray(articles.id, ids)))
              .orderBy(desc(articles.publishedAt), desc(articles.id));
      const matched = countRow?.total ?? 0;
      const totalCapped = matched > countLimit;
      return { records, total: totalCapped ? countLimit : matched, totalCapped };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
