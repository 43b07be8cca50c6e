import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, like, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { createStepTimer } from './bench-steps';
import { createBenchFans } from './bench-fans';
import { users } from '../modules/accounts/schema';
import { commentLikes, comments } from '../modules/community/schema';
import { articles } from '../modules/content/schema';

/**
 * The comments' bench data set (issue 13): one article with thousands of comments, made in bulk rather
 * than through the API. On the tenant `tenantId` (the demo's `tribune`): `users` fans, one password for
 * all (hashed once, handed to the bench so it can log some of them in), then `comments` comments on the
 * tenant's newest published article: about 70 % top level and 30 % replies over levels 1–3, written over
 * the last `days` days, each reply after its parent; likes by other fans (`likesPerComment` on average,
 * never the author's own), with `likes_count` equal to the rows. Deterministic in shape: a seeded
 * generator, the same options give the same tree (the password and the ids aside).
 */
interface CommentThreadOptions {
  tenantId: string;
  users: number;
  comments: number;
  /** Average likes per comment (0 for none). */
  likesPerComment: number;
  /** The comments are spread over this many days before now. */
  days: number;
  /** How many fans' usernames the summary lists for logging in (spread over the id range). */
  logins: number;
  log: (line: string) => void;
}

interface CommentThread {
  tenantId: string;
  articleId: number;
  users: number;
  /** The bench fans' shared password (a bench data set only). */
  password: string;
  /** Usernames to log in with (`POST /api/v2/login {login, password}`). */
  logins: string[];
  /** Comments added by the bench, per level (0 = top level). */
  added: { total: number; byLevel: number[] };
  /** Every comment of the article now (the demo's included), top level, and visible of all levels. */
  article: { comments: number; topLevel: number };
  likes: number;
  seconds: Record<string, number>;
}

/** Bench fans' usernames: `comment_fan_000001`, … */
const USERNAME_PREFIX = 'comment_fan_';
/** Rows per multi-row INSERT (11 parameters a comment: well under Postgres's 65,535). */
const COMMENT_CHUNK = 1_000;
/** The share of replies at levels 1, 2 and 3 (the rest, 70 %, is top level). */
const REPLY_LEVELS = [0.15, 0.1, 0.05];

const WORDS = (
  'goal keeper midfield press transfer derby fans stadium coach tactics offside corner header volley ' +
  'penalty referee league table season striker winger defence counter clean sheet formation substitute ' +
  'injury captain academy youth talent ultras chant away end home crowd title race relegation europe ' +
  'cup final draw late winner equaliser assist dribble cross tackle yellow card red card var replay'
).split(' ');

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

function sentence(random: () => number, index: number): string {
  const length = 8 + Math.floor(random() * 40);
  const words = Array.from({ length }, () => WORDS[Math.floor(random() * WORDS.length)]);
  return `${words.join(' ')} (#${index + 1})`;
}

export async function buildCommentThread(db: Database, options: CommentThreadOptions): Promise<CommentThread> {
  const { seconds, timed } = createStepTimer(options.log);
  const { tenantId } = options;

  const [article] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.tenantId, tenantId), lte(articles.publishedAt, sql`now()`)))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(1);
  if (!article) throw new Error(`The tenant ${tenantId} has no published article: seed the demo first`);

  const password = randomBytes(12).toString('base64url');
  const range = await timed('users', () =>
    createBenchFans(db, tenantId, { prefix: USERNAME_PREFIX, count: options.users, password }),
  );
  const random = seeded(13);
  const now = Date.now();
  const spanMs = options.days * 86_400_000;

  // The tree, oldest first: a reply picks an earlier comment one level up (so it is written after it).
  const [{ maxId } = { maxId: 0 }] = await db
    .select({ maxId: sql<number>`coalesce(max(${comments.id}), 0)::int` })
    .from(comments);
  let nextId = Number(maxId) + 1;
  const times = Array.from({ length: options.comments }, () => now - 60_000 - random() * spanMs).sort((a, b) => a - b);
  const byLevel: { id: number; rootId: number }[][] = [[], [], [], []];
  const rows: (typeof comments.$inferInsert)[] = [];
  for (const [index, at] of times.entries()) {
    let level = levelOf(random());
    // No parent one level up yet (the first comments): go up until there is one.
    while (level > 0 && (byLevel[level - 1]?.length ?? 0) === 0) level -= 1;
    const candidates = level === 0 ? [] : (byLevel[level - 1] ?? []);
    // Replies favour recent comments a little (a thread is answered while it is fresh).
    const parent = level === 0 ? null : candidates[Math.floor(candidates.length * Math.sqrt(random()))];
    const id = nextId;
    nextId += 1;
    const rootId = parent?.rootId ?? id;
    byLevel[level]?.push({ id, rootId });
    const createdAt = new Date(at);
    rows.push({
      id,
      tenantId,
      resourceType: 'article',
      resourceId: article.id,
      userId: range.first + Math.floor(random() * (range.last - range.first + 1)),
      parentId: parent?.id ?? null,
      rootId,
      level,
      content: sentence(random, index),
      createdAt,
      updatedAt: createdAt,
    });
  }
  await timed('comments', async () => {
    for (let start = 0; start < rows.length; start += COMMENT_CHUNK)
      await db.insert(comments).values(rows.slice(start, start + COMMENT_CHUNK));
    // The ids were given: move the identity on past them, so the API's own inserts do not collide.
    await db.execute(sql`select setval(pg_get_serial_sequence('comments', 'id'), (select max(id) from comments))`);
  });

  const first = rows[0]?.id ?? nextId;
  const last = nextId - 1;
  const likes = await timed('likes', async () => {
    if (options.likesPerComment <= 0 || rows.length === 0) return 0;
    const fans = range.last - range.first + 1;
    // Per comment 0 to 2 × average likes (a hash of its id), each by another fan: distinct likers by a
    // step that is coprime with the fan count (a prime larger than it, or 1 for a single fan), the author
    // left out; a like a minute to a day after the comment, never in the future.
    const step = fans > 1 ? firstPrimeAbove(fans) : 1;
    const most = Math.max(1, Math.round(2 * options.likesPerComment));
    await db.execute(sql`
      insert into comment_likes (tenant_id, comment_id, user_id, created_at)
      select c.tenant_id, c.id, l.user_id,
             least(now(), c.created_at + (interval '1 minute') * (1 + (hashint4(c.id * 31 + j) & 1023)))
      from comments c
      cross join lateral generate_series(1, (hashint4(c.id) & 65535) % ${most + 1}) as j
      cross join lateral (
        select ${range.first}::int + ((hashint4(c.id * 7) & 1048575) + j * ${step}::bigint) % ${fans}::int as user_id
      ) as l
      where c.tenant_id = ${tenantId} and c.id between ${first} and ${last} and l.user_id <> c.user_id
      on conflict do nothing`);
    await db.execute(sql`
      update comments c set likes_count = n.likes
      from (select comment_id, count(*)::int as likes from comment_likes
            where comment_id between ${first} and ${last} group by comment_id) as n
      where c.id = n.comment_id`);
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(commentLikes)
      .where(sql`${commentLikes.commentId} between ${first} and ${last}`);
    return Number(row?.n ?? 0);
  });

  await timed('vacuum analyze', async () => {
    for (const table of ['users', 'comments', 'comment_likes']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  });

  const [counts] = await db
    .select({
      all: sql<number>`count(*)::int`,
      topLevel: sql<number>`(count(*) filter (where ${comments.parentId} is null))::int`,
    })
    .from(comments)
    .where(
      and(eq(comments.tenantId, tenantId), eq(comments.resourceType, 'article'), eq(comments.resourceId, article.id)),
    );
  const loginCount = Math.min(options.logins, options.users);
  const stride = Math.max(1, Math.floor(options.users / Math.max(1, loginCount)));
  const logins = await db
    .select({ username: users.username })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        like(users.username, `${USERNAME_PREFIX}%`),
        sql`(${users.id} - ${range.first}) % ${stride} = 0`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(loginCount);
  return {
    tenantId,
    articleId: article.id,
    users: options.users,
    password,
    logins: logins.map((row) => row.username),
    added: { total: rows.length, byLevel: byLevel.map((list) => list.length) },
    article: { comments: Number(counts?.all ?? 0), topLevel: Number(counts?.topLevel ?? 0) },
    likes,
    seconds,
  };
}

/** A draw in [0, 1) to a level: top level below 1 − the replies' shares, then levels 1, 2, 3. */
function levelOf(draw: number): number {
  let edge = 1 - REPLY_LEVELS.reduce((sum, share) => sum + share, 0);
  for (const [index, share] of REPLY_LEVELS.entries()) {
    if (draw < edge) return index;
    edge += share;
  }
  return REPLY_LEVELS.length;
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
