import { randomBytes } from 'node:crypto';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { createStepTimer } from './bench-steps';
import { createBenchFans } from './bench-fans';
import { rowsOf } from '../db/sql-rows';
import { articles } from '../modules/content/schema';

/**
 * The community boards' bench data set (issue 14): a tenant with tens of thousands of fans and hundreds
 * of thousands of comments over more than a year, so the leaderboards and karma calls read a
 * `karma_counts` of realistic size. Made in bulk rather than through the API: `users` fans (one password
 * for all, hashed once), then `comments` comments on the tenant's published articles, written over the
 * last `days` days, a quarter of them replies in a thread of the same article; likes by other fans
 * (`likesPerComment` on average, never the author's own), skewed so a few fans' comments get many.
 *
 * The karma triggers would do three upserts per comment and like, so they are off for the load and
 * `karma_rebuild(tenant)` counts the tenant's karma once afterwards (docs/decisions/0018). Deterministic
 * in shape: a seeded generator and SQL hashes of the ids, the same options give the same data (the
 * password and the times, which are relative to now, aside).
 */
interface CommunityBoardsOptions {
  tenantId: string;
  users: number;
  comments: number;
  /** Average likes per comment (0 for none). */
  likesPerComment: number;
  /** The comments are spread over this many days before now. */
  days: number;
  /** How many mid-ranked fans (all-time karma) the summary lists for the per-fan karma calls. */
  sampleFans: number;
  log: (line: string) => void;
}

interface SampledFan {
  id: number;
  username: string;
  /** Rank on the all-time karma board (competition rank). */
  rank: number;
  karmaScore: number;
}

interface CommunityBoards {
  tenantId: string;
  users: number;
  /** The bench fans' shared password (a bench data set only). */
  password: string;
  articles: number;
  added: { comments: number; replies: number; likes: number };
  /** Rows of karma_counts: all of the tenant's, and the fans on this week's, this month's and the all-time board. */
  karma: { rows: number; week: number; month: number; total: number };
  /** Fans from the middle fifth of the all-time karma board, for the per-fan calls. */
  midFans: SampledFan[];
  /** The most comments and likes one fan has, all time: how skewed the boards are. */
  leaders: { comments: number; likes: number };
  /** Size on disk in MB (table, indexes and TOAST). */
  sizesMb: Record<string, number>;
  seconds: Record<string, number>;
}

/** Bench fans' usernames: `board_fan_000001`, … */
const USERNAME_PREFIX = 'board_fan_';
/** Comments per insert statement: each column goes as one array literal, so a statement holds many rows. */
const COMMENT_CHUNK = 50_000;
/** The share of comments that answer an earlier comment of the same article (up to level 3). */
const REPLY_SHARE = 0.25;
/** A reply picks its parent among this many latest comments of the article (threads are answered fresh). */
const RECENT_PER_ARTICLE = 200;
/** The most likes one comment gets (before the cap by the number of other fans). */
const MOST_LIKES = 200;

/** The karma triggers and the forum topics' trigger, off during the load (their names in migration 0010). */
const LOAD_TRIGGERS = [
  { table: 'comments', trigger: 'comments_karma' },
  { table: 'comments', trigger: 'comments_forum_topic' },
  { table: 'comment_likes', trigger: 'comment_likes_karma' },
] as const;

const WORDS = (
  'goal keeper midfield press transfer derby fans stadium coach tactics offside corner header volley ' +
  'penalty referee league table season striker winger defence counter clean sheet formation substitute ' +
  'injury captain academy youth talent ultras chant away end home crowd title race relegation europe ' +
  'cup final draw late winner equaliser assist dribble cross tackle yellow card red card var replay'
).split(' ');
/** Comment texts are one of these, numbered: 500,000 texts would be 75 MB of parameters for nothing. */
const SENTENCES = 64;

/** A small seeded generator (mulberry32): the same seed, the same data. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A Postgres array literal of whole numbers (null as NULL), passed as one text parameter. */
function intArray(values: readonly (number | null)[]): string {
  return `{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`;
}

interface PlannedComment {
  id: number;
  articleId: number;
  userId: number;
  parentId: number | null;
  rootId: number;
  level: number;
  createdAtMs: number;
  likes: number;
}

export async function buildCommunityBoards(db: Database, options: CommunityBoardsOptions): Promise<CommunityBoards> {
  const { seconds, timed } = createStepTimer(options.log);
  const { tenantId } = options;

  const published = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.tenantId, tenantId), lte(articles.publishedAt, sql`now()`)))
    .orderBy(desc(articles.publishedAt), desc(articles.id));
  if (published.length === 0) throw new Error(`The tenant ${tenantId} has no published article: seed the demo first`);

  const password = randomBytes(12).toString('base64url');
  const range = await timed('users', () =>
    createBenchFans(db, tenantId, { prefix: USERNAME_PREFIX, count: options.users, password }),
  );
  const fans = range.count;

  const planned = planComments(options, {
    fans,
    firstFan: range.first,
    articleIds: published.map((row) => row.id),
    firstId: await nextCommentId(db),
  });

  const sentences = sentenceList();
  // A like's liker: the author's index plus 1 + (hash + j × step) mod (fans − 1), so never the author,
  // and distinct for j = 1 … likes when step is coprime with fans − 1 (a prime above it) and likes < fans.
  const step = firstPrimeAbove(Math.max(1, fans - 1));
  const others = Math.max(1, fans - 1);

  await disableLoadTriggers(db);
  try {
    await timed('comments', async () => {
      for (let start = 0; start < planned.length; start += COMMENT_CHUNK) {
        const chunk = planned.slice(start, start + COMMENT_CHUNK);
        await db.execute(sql`
          insert into comments (id, tenant_id, resource_type, resource_id, user_id, parent_id, root_id, level,
                                content, likes_count, created_at, updated_at)
          select p.id, ${tenantId}, 'article', p.article_id, p.user_id, p.parent_id, p.root_id, p.level,
                 (${sentences}::text[])[1 + p.id % ${SENTENCES}] || ' (#' || p.id || ')', p.likes,
                 to_timestamp(p.at / 1000.0), to_timestamp(p.at / 1000.0)
          from unnest(${intArray(chunk.map((row) => row.id))}::int[],
                      ${intArray(chunk.map((row) => row.articleId))}::int[],
                      ${intArray(chunk.map((row) => row.userId))}::int[],
                      ${intArray(chunk.map((row) => row.parentId))}::int[],
                      ${intArray(chunk.map((row) => row.rootId))}::int[],
                      ${intArray(chunk.map((row) => row.level))}::int[],
                      ${intArray(chunk.map((row) => row.likes))}::int[],
                      ${intArray(chunk.map((row) => row.createdAtMs))}::bigint[])
               as p(id, article_id, user_id, parent_id, root_id, level, likes, at)`);
        options.log(`comments: ${Math.min(start + COMMENT_CHUNK, planned.length)} of ${planned.length}`);
      }
      // The ids were given: move the identity on past them, so the API's own inserts do not collide.
      await db.execute(sql`select setval(pg_get_serial_sequence('comments', 'id'), (select max(id) from comments))`);
    });

    await timed('likes', async () => {
      if (options.likesPerComment <= 0) return;
      for (let start = 0; start < planned.length; start += COMMENT_CHUNK) {
        const first = planned[start]?.id ?? 0;
        const last = planned[Math.min(planned.length, start + COMMENT_CHUNK) - 1]?.id ?? 0;
        // Exactly `likes_count` likes a comment (written with it above), so the column and the rows agree;
        // each a minute to about three days after its comment, never in the future.
        await db.execute(sql`
          insert into comment_likes (tenant_id, comment_id, user_id, created_at)
          select c.tenant_id, c.id,
                 ${range.first}::int + ((c.user_id - ${range.first}::int) + 1
                   + ((hashint4(c.id * 7) & 1048575) + j * ${step}::bigint) % ${others}::int) % ${fans}::int,
                 least(now(), c.created_at + interval '1 minute' * (1 + (hashint4(c.id * 31 + j) & 4095)))
          from comments c
          cross join lateral generate_series(1, c.likes_count) as j
          where c.tenant_id = ${tenantId} and c.id between ${first} and ${last}`);
      }
    });
  } finally {
    await enableLoadTriggers(db);
  }

  await timed('karma_rebuild', () => db.execute(sql`select karma_rebuild(${tenantId})`));

  await timed('vacuum analyze', async () => {
    for (const table of ['users', 'comments', 'comment_likes', 'karma_counts'])
      await db.execute(sql.raw(`vacuum analyze ${table}`));
  });

  return {
    tenantId,
    users: fans,
    password,
    articles: published.length,
    added: {
      comments: planned.length,
      replies: planned.filter((row) => row.parentId !== null).length,
      likes: planned.reduce((sum, row) => sum + row.likes, 0),
    },
    karma: await karmaSizes(db, tenantId),
    midFans: await middleOfBoard(db, tenantId, options.sampleFans),
    leaders: await leaders(db, tenantId),
    sizesMb: await sizesMb(db),
    seconds,
  };
}

/**
 * The comments, oldest first, in memory: times over the span, authors skewed (a few fans write much of
 * it), a quarter replies to a recent comment of the same article, and per comment how many likes it
 * will get, after its author's appeal (independent of how much they write).
 */
function planComments(
  options: CommunityBoardsOptions,
  { fans, firstFan, articleIds, firstId }: { fans: number; firstFan: number; articleIds: number[]; firstId: number },
): PlannedComment[] {
  const random = seeded(14);
  const now = Date.now();
  const spanMs = options.days * 86_400_000;
  const times = Float64Array.from({ length: options.comments }, () => now - 60_000 - random() * spanMs).sort();
  // A fan's share of the comments falls with their place (index³: the top 1 % write about a fifth);
  // places are spread over the ids by a multiplier coprime with the count, so ids do not sort by activity.
  const spread = firstPrimeAbove(fans) % fans || 1;
  const authorIndex = () => (Math.floor(fans * random() ** 3) * spread) % fans;
  // Appeal: most fans' comments get a like or two, a few fans' many (a long tail).
  const appeal = Float64Array.from({ length: fans }, () => 0.3 + 25 * random() ** 8);
  const recent = new Map<number, { id: number; rootId: number; level: number }[]>();
  const rows: PlannedComment[] = [];
  const appealOf = new Float64Array(options.comments);
  let appealSum = 0;
  for (const [index, at] of times.entries()) {
    const articleId = articleIds[Math.floor(random() * articleIds.length)] ?? 0;
    const thread = recent.get(articleId) ?? [];
    const parent =
      random() < REPLY_SHARE && thread.length > 0 ? thread[Math.floor(random() * thread.length)] : undefined;
    const usable = parent !== undefined && parent.level < 3 ? parent : undefined;
    const id = firstId + index;
    const author = authorIndex();
    const row: PlannedComment = {
      id,
      articleId,
      userId: firstFan + author,
      parentId: usable?.id ?? null,
      rootId: usable?.rootId ?? id,
      level: usable ? usable.level + 1 : 0,
      createdAtMs: Math.round(at),
      likes: 0,
    };
    appealOf[index] = appeal[author] ?? 1;
    appealSum += appealOf[index] ?? 1;
    rows.push(row);
    thread.push({ id, rootId: row.rootId, level: row.level });
    if (thread.length > RECENT_PER_ARTICLE) thread.shift();
    recent.set(articleId, thread);
  }
  // Scale appeal so the likes average `likesPerComment`: each comment draws 0 … 2 × its mean.
  const scale = appealSum === 0 ? 0 : (options.likesPerComment * rows.length) / appealSum;
  const most = Math.min(MOST_LIKES, fans - 1);
  for (const [index, row] of rows.entries()) {
    const mean = (appealOf[index] ?? 1) * scale;
    row.likes = Math.min(most, Math.floor(random() * (2 * mean + 1)));
  }
  return rows;
}

async function nextCommentId(db: Database): Promise<number> {
  const result = await db.execute(sql`select coalesce(max(id), 0)::int as max_id from comments`);
  return (rowsOf(result, z.object({ max_id: z.coerce.number() }))[0]?.max_id ?? 0) + 1;
}

function sentenceList(): string {
  const random = seeded(1414);
  const sentences = Array.from({ length: SENTENCES }, () => {
    const length = 8 + Math.floor(random() * 30);
    const words = Array.from({ length }, () => WORDS[Math.floor(random() * WORDS.length)] ?? 'goal');
    return words.join(' ');
  });
  // Plain words only: each goes in double quotes without escapes.
  return `{${sentences.map((sentence) => `"${sentence}"`).join(',')}}`;
}

async function disableLoadTriggers(db: Database): Promise<void> {
  for (const { table, trigger } of LOAD_TRIGGERS)
    await db.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
}

async function enableLoadTriggers(db: Database): Promise<void> {
  for (const { table, trigger } of LOAD_TRIGGERS)
    await db.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
}

/** The tenant's karma rows, and how many fans are on this week's, this month's and the all-time board. */
async function karmaSizes(db: Database, tenantId: string): Promise<CommunityBoards['karma']> {
  const result = await db.execute(sql`
    with today as (select (now() at time zone 'Europe/Amsterdam')::date as day)
    select count(*)::int as rows,
           (count(*) filter (where k.period = 'week' and k.period_start = date_trunc('week', t.day)::date))::int as week,
           (count(*) filter (where k.period = 'month' and k.period_start = date_trunc('month', t.day)::date))::int as month,
           (count(*) filter (where k.period = 'total'))::int as total
    from karma_counts k cross join today t
    where k.tenant_id = ${tenantId}`);
  const counts = z.object({
    rows: z.coerce.number(),
    week: z.coerce.number(),
    month: z.coerce.number(),
    total: z.coerce.number(),
  });
  return rowsOf(result, counts)[0] ?? { rows: 0, week: 0, month: 0, total: 0 };
}

/**
 * `count` fans from the middle fifth of the all-time karma board (places 40 % to 60 %, evenly spaced;
 * ranked by karma_score, ties by user id), so the per-fan calls ask for many different neighbourhoods.
 */
async function middleOfBoard(db: Database, tenantId: string, count: number): Promise<SampledFan[]> {
  const result = await db.execute(sql`
    with board as (
      select k.user_id, k.karma_score,
             rank() over (order by k.karma_score desc) as rank,
             row_number() over (order by k.karma_score desc, k.user_id) as place,
             count(*) over () as ranked
      from karma_counts k
      where k.tenant_id = ${tenantId} and k.period = 'total' and k.period_start = date '1970-01-01'
    )
    select b.user_id::int as id, u.username, b.rank::int as rank, b.karma_score::int as karma_score
    from board b join users u on u.id = b.user_id and u.tenant_id = ${tenantId}
    where b.place >= b.ranked * 2 / 5
      and (b.place - b.ranked * 2 / 5) % greatest(1, b.ranked / 5 / ${count}) = 0
    order by b.place
    limit ${count}`);
  const fan = z.object({
    id: z.coerce.number(),
    username: z.string(),
    rank: z.coerce.number(),
    karma_score: z.coerce.number(),
  });
  return rowsOf(result, fan).map((row) => ({
    id: row.id,
    username: row.username,
    rank: row.rank,
    karmaScore: row.karma_score,
  }));
}

async function leaders(db: Database, tenantId: string): Promise<CommunityBoards['leaders']> {
  const result = await db.execute(sql`
    select coalesce(max(comments_count), 0)::int as comments, coalesce(max(likes_count), 0)::int as likes
    from karma_counts
    where tenant_id = ${tenantId} and period = 'total' and period_start = date '1970-01-01'`);
  return (
    rowsOf(result, z.object({ comments: z.coerce.number(), likes: z.coerce.number() }))[0] ?? { comments: 0, likes: 0 }
  );
}

/** The bench tables' size on disk in MB (table, indexes and TOAST). */
async function sizesMb(db: Database): Promise<Record<string, number>> {
  const result = await db.execute(sql`
    select name, pg_total_relation_size(name::regclass)::text as bytes
    from unnest(array['users', 'comments', 'comment_likes', 'karma_counts']) as t(name)`);
  const sizes: Record<string, number> = {};
  for (const row of rowsOf(result, z.object({ name: z.string(), bytes: z.coerce.number() })))
    sizes[row.name] = Math.round(row.bytes / 104_857.6) / 10;
  return sizes;
}

function firstPrimeAbove(n: number): number {
  const isPrime = (k: number) => {
    for (let d = 2; d * d <= k; d += 1) if (k % d === 0) return false;
    return k > 1;
  };
  let k = n + 1;
  while (!isPrime(k)) k += 1;
  return k;
}
