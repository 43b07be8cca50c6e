import { and, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { generateNews } from '../demo/content/articles';
import { demoTags } from '../demo/content/tags';
import { generateLeague, type GeneratedLeague } from '../demo/football/league';
import { rowsOf } from '../db/sql-rows';
import { articles, authors, tags } from '../modules/content/schema';
import { tenants } from '../modules/tenants/schema';
import { createStepTimer } from './bench-steps';
import { escapeHtml } from '../lib/html';

/**
 * The search bench's data set (issue 15, ART-04): `articles` published articles on each of `tenantIds`,
 * written by the demo's own writers (src/demo/content, in the tenant's language) at scale: the newsroom of
 * a tenant is generated again and again, each time under another name (so the writers' choices differ)
 * and about one of `SEASONS` seasons generated from their own seeds (so the clubs' results, the scorers
 * and the players' names differ). A body is three of those stories, the article's own first and two more
 * of the same newsroom under their headlines, about 400 words, as a long read has. Published over the
 * last `days` days, on the tenant's demo authors and sections.
 *
 * The search documents (`search_head`, `search_all`) are made by the `articles_search_refresh` trigger of
 * migration 0011 as the rows go in, in the tenant's language, so the rows go in chunks of `CHUNK`. Then
 * the table is vacuumed and analysed, and the summary lists the queries the bench asks, each with the
 * number of articles it matches without and with the body (checked here: a query that matches nothing in
 * either is left out).
 */
interface SearchArticlesOptions {
  tenantIds: string[];
  /** Articles added per tenant. */
  articles: number;
  /** Published over this many days before now. */
  days: number;
  log: (line: string) => void;
}

type SearchQueryKind = 'common' | 'rare' | 'two words' | 'stemmed';

interface SearchQuery {
  kind: SearchQueryKind;
  text: string;
  /** Published articles of the tenant it matches: title and excerpt (`content=off`), and with the body (`on`). */
  matches: { off: number; on: number };
}

interface SearchTenantData {
  tenantId: string;
  language: 'en' | 'nl';
  added: number;
  /** Every published article of the tenant now (the demo's included). */
  published: number;
  /** Average words of an added article's body (tags stripped), title and excerpt. */
  averageWords: { body: number; title: number; excerpt: number };
  /** Distinct headlines among the added articles. */
  distinctTitles: number;
  queries: SearchQuery[];
  /** Queries of the plan that matched nothing (left out). */
  dropped: string[];
}

interface SearchArticlesData {
  tenants: SearchTenantData[];
  /** Size on disk in MB: the articles table with its indexes and TOAST, and the two search indexes. */
  sizesMb: Record<string, number>;
  seconds: Record<string, number>;
}

/** Rows per INSERT: 15 parameters a row, far below Postgres' 65,535; each row runs the search trigger. */
const CHUNK = 500;
/** Seasons the stories are about, each generated from its own seed. */
const SEASONS = 12;
/** Stories in a body: the article's own, then this many more of the same newsroom. */
const EXTRA_STORIES = 2;
/** Rare words: player surnames found in the headlines (title and excerpt) of at most this many articles. */
const RARE_MAX_ARTICLES = 12;
const RARE_QUERIES = 4;

/**
 * What readers type, by language: common words, two words (websearch_to_tsquery wants both; one is a
 * phrase in quotes) and, on the Dutch tenant, inflected forms the text mostly has in another form, which
 * only match through the `dutch` stemmer (spelers → speler, wedstrijd ← wedstrijden). Rare words are
 * picked from the data (player surnames).
 */
const PLANNED: Record<'en' | 'nl', { kind: Exclude<SearchQueryKind, 'rare'>; text: string }[]> = {
  en: [
    { kind: 'common', text: 'Eredivisie' },
    { kind: 'common', text: 'goals' },
    { kind: 'common', text: 'Feyenoord' },
    { kind: 'common', text: 'supporters' },
    { kind: 'common', text: 'striker' },
    { kind: 'two words', text: 'Ajax striker' },
    { kind: 'two words', text: 'PSV supporters' },
    { kind: 'two words', text: 'Twente injury' },
    { kind: 'two words', text: '"decisive goal"' },
  ],
  nl: [
    { kind: 'common', text: 'Eredivisie' },
    { kind: 'common', text: 'doelpunten' },
    { kind: 'common', text: 'Feyenoord' },
    { kind: 'common', text: 'spits' },
    { kind: 'common', text: 'supporters' },
    { kind: 'two words', text: 'Ajax spits' },
    { kind: 'two words', text: 'PSV supporters' },
    { kind: 'two words', text: 'Twente nederlaag' },
    { kind: 'two words', text: '"beslissende treffer"' },
    { kind: 'stemmed', text: 'spelers' },
    { kind: 'stemmed', text: 'wedstrijd' },
    { kind: 'stemmed', text: 'overwinningen' },
    { kind: 'stemmed', text: 'nederlagen' },
    { kind: 'stemmed', text: 'zege' },
  ],
};

interface PlannedArticle {
  slug: string;
  title: string;
  bTitle: string;
  excerpt: string;
  body: string;
  image: string;
  authorSlug: string;
  tagKey: string;
}

export async function buildSearchArticles(db: Database, options: SearchArticlesOptions): Promise<SearchArticlesData> {
  const { seconds, timed } = createStepTimer(options.log);
  const now = new Date();
  const seasons = await timed('seasons', async () =>
    Array.from({ length: SEASONS }, (_, season) => generateLeague({ seed: `bench-search-season-${season}`, now })),
  );
  const surnames = [...new Set(seasons.flatMap((league) => league.players.map((player) => player.lastName)))].filter(
    (name) => /^\p{Lu}\p{Ll}{3,}$/u.test(name),
  );

  const results: SearchTenantData[] = [];
  for (const tenantId of options.tenantIds) {
    const [tenant] = await db
      .select({ language: tenants.language })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .limit(1);
    if (!tenant) throw new Error(`There is no tenant ${tenantId}: seed the demo first`);
    const { language } = tenant;
    const planned = await timed(`${tenantId}: write`, async () =>
      writeArticles(tenantId, language, seasons, options.articles, now),
    );
    await timed(`${tenantId}: insert`, () => insertArticles(db, tenantId, language, planned, options, now));
    const picked = rareWords(planned, surnames);
    const checked = await timed(`${tenantId}: queries`, () =>
      checkQueries(db, tenantId, language, [
        ...PLANNED[language].filter((query) => query.kind === 'common'),
        ...picked.map((text) => ({ kind: 'rare' as const, text })),
        ...PLANNED[language].filter((query) => query.kind !== 'common'),
      ]),
    );
    results.push({
      tenantId,
      language,
      added: planned.length,
      published: await countPublished(db, tenantId, now),
      averageWords: averageWords(planned),
      distinctTitles: new Set(planned.map((article) => article.title)).size,
      ...checked,
    });
  }

  await timed('vacuum analyze', () => db.execute(sql`vacuum analyze articles`));
  return { tenants: results, sizesMb: await sizesMb(db), seconds };
}

/** `count` articles in `language`, from the demo's writers: newsroom after newsroom, season after season. */
function writeArticles(
  tenantId: string,
  language: 'en' | 'nl',
  seasons: GeneratedLeague[],
  count: number,
  now: Date,
): PlannedArticle[] {
  const out: PlannedArticle[] = [];
  for (let batch = 0; out.length < count; batch += 1) {
    const league = seasons[batch % seasons.length];
    if (!league) throw new Error('No season to write about');
    const news = generateNews({ tenantId: `${tenantId}:bench-search:${batch}`, language, league, now });
    const written = news.articles;
    if (written.length === 0) throw new Error('The demo writers wrote no article');
    for (const [index, article] of written.entries()) {
      if (out.length >= count) break;
      const extra = Array.from({ length: EXTRA_STORIES }, (_, n) => {
        const other = written[(index + 7 + n * 12) % written.length] ?? article;
        return `<h2>${escapeHtml(other.title)}</h2>${other.body}`;
      });
      out.push({
        // Unique within the tenant (articles_tenant_slug_key), and never a demo article's.
        slug: `bench-${out.length + 1}-${article.slug}`.slice(0, 180),
        title: article.title,
        bTitle: article.bTitle,
        excerpt: article.excerpt,
        body: [article.body, ...extra].join('\n'),
        image: article.image,
        authorSlug: article.authorSlug,
        tagKey: article.tagKey,
      });
    }
  }
  return out;
}

async function insertArticles(
  db: Database,
  tenantId: string,
  language: 'en' | 'nl',
  planned: PlannedArticle[],
  options: SearchArticlesOptions,
  now: Date,
): Promise<void> {
  const authorRows = await db
    .select({ id: authors.id, slug: authors.slug })
    .from(authors)
    .where(eq(authors.tenantId, tenantId));
  const tagRows = await db.select({ id: tags.id, slug: tags.slug }).from(tags).where(eq(tags.tenantId, tenantId));
  const authorId = new Map(authorRows.map((row) => [row.slug, row.id]));
  const tagId = new Map(tagRows.map((row) => [row.slug, row.id]));
  const tagSlug = new Map(demoTags(language).map((tag) => [tag.key as string, tag.slug]));
  const fallbackAuthor = authorRows[0]?.id;
  const fallbackTag = tagRows[0]?.id;
  if (fallbackAuthor === undefined || fallbackTag === undefined)
    throw new Error(`The tenant ${tenantId} has no authors or tags: seed the demo first`);
  const spanMs = options.days * 86_400_000;
  for (let start = 0; start < planned.length; start += CHUNK) {
    const rows = planned.slice(start, start + CHUNK).map((article, offset) => {
      const index = start + offset;
      // Newest first, evenly over the span, a few minutes to hours apart; all of them in the past.
      const publishedAt = new Date(now.getTime() - 600_000 - Math.round(((index + 0.5) / planned.length) * spanMs));
      return {
        tenantId,
        slug: article.slug,
        title: article.title,
        bTitle: article.bTitle,
        abTesting: false,
        excerpt: article.excerpt,
        content: article.body,
        image: article.image,
        authorId: authorId.get(article.authorSlug) ?? fallbackAuthor,
        primaryTagId: tagId.get(tagSlug.get(article.tagKey) ?? '') ?? fallbackTag,
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      };
    });
    await db.insert(articles).values(rows);
    options.log(`${tenantId}: ${Math.min(start + CHUNK, planned.length)} of ${planned.length} articles`);
  }
}

/** Player surnames that head (title or excerpt) only a few of the articles: the rare words. */
function rareWords(planned: PlannedArticle[], surnames: string[]): string[] {
  const inHeadlines = new Map<string, number>();
  for (const article of planned)
    for (const word of new Set(`${article.title} ${article.excerpt}`.match(/\p{L}+/gu) ?? []))
      inHeadlines.set(word, (inHeadlines.get(word) ?? 0) + 1);
  const candidates = surnames
    .map((name) => ({ name, count: inHeadlines.get(name) ?? 0 }))
    .filter((entry) => entry.count > 0 && entry.count <= RARE_MAX_ARTICLES)
    .sort((a, b) => a.count - b.count || a.name.localeCompare(b.name));
  // Spread over the candidates, from the rarest on.
  const step = Math.max(1, Math.floor(candidates.length / RARE_QUERIES));
  return Array.from({ length: RARE_QUERIES }, (_, n) => candidates[n * step]?.name).filter(
    (name): name is string => name !== undefined,
  );
}

function averageWords(planned: PlannedArticle[]): SearchTenantData['averageWords'] {
  const words = (text: string) => (text.replace(/<[^>]*>/g, ' ').match(/\S+/g) ?? []).length;
  const mean = (pick: (article: PlannedArticle) => string) =>
    planned.length === 0
      ? 0
      : Math.round(planned.reduce((sum, article) => sum + words(pick(article)), 0) / planned.length);
  return {
    body: mean((article) => article.body),
    title: mean((article) => article.title),
    excerpt: mean((article) => article.excerpt),
  };
}

async function countPublished(db: Database, tenantId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(articles)
    .where(and(eq(articles.tenantId, tenantId), lte(articles.publishedAt, now)));
  return row?.count ?? 0;
}

/** Each query's matches without and with the body, as the search counts them; those matching nothing go. */
async function checkQueries(
  db: Database,
  tenantId: string,
  language: 'en' | 'nl',
  planned: { kind: SearchQueryKind; text: string }[],
): Promise<{ queries: SearchQuery[]; dropped: string[] }> {
  const config = language === 'nl' ? 'dutch' : 'english';
  const queries: SearchQuery[] = [];
  const dropped: string[] = [];
  for (const query of planned) {
    const result = await db.execute(sql`
      select count(*) filter (where a.search_head @@ q.query)::int as off,
             count(*) filter (where a.search_all @@ q.query)::int as on
      from articles a cross join websearch_to_tsquery(${config}::regconfig, ${query.text}) as q(query)
      where a.tenant_id = ${tenantId} and a.published_at <= now()`);
    const [row] = rowsOf(result, z.object({ off: z.coerce.number(), on: z.coerce.number() }));
    if (!row || row.on === 0) dropped.push(query.text);
    else queries.push({ ...query, matches: { off: row.off, on: row.on } });
  }
  return { queries, dropped };
}

/** The articles table's size on disk in MB (table, indexes and TOAST), and its two search indexes'. */
async function sizesMb(db: Database): Promise<Record<string, number>> {
  const result = await db.execute(sql`
    select 'articles' as name, pg_total_relation_size('articles')::text as bytes
    union all select 'articles_search_head_idx', pg_relation_size('articles_search_head_idx')::text
    union all select 'articles_search_all_idx', pg_relation_size('articles_search_all_idx')::text`);
  const sizes: Record<string, number> = {};
  for (const row of rowsOf(result, z.object({ name: z.string(), bytes: z.coerce.number() })))
    sizes[row.name] = Math.round(row.bytes / 104_857.6) / 10;
  return sizes;
}
