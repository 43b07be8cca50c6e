import { and, eq, inArray, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../modules/accounts/schema';
import { commentLikes, comments } from '../modules/community/schema';
import { articles, authors, tags } from '../modules/content/schema';
import { predictionGames, predictions } from '../modules/football-pool/schema';
import { fixtureEvents, fixtures, leagues, matchStatistics, players, teams } from '../modules/matchcenter/schema';
import type { DemoContentOptions } from '../seed';
import { generateComments } from './community/comments';
import { DEMO_AUTHORS, authorAvatarPath } from './content/authors';
import { generateNews } from './content/articles';
import { EREDIVISIE_CLUBS, KEUKEN_KAMPIOEN_DIVISIE_CLUBS, clubLogoPath } from './football/clubs';
import {
  EREDIVISIE,
  EREDIVISIE_DEFINITION,
  KEUKEN_KAMPIOEN_DIVISIE_DEFINITION,
  generateLeague,
  type GeneratedLeague,
  type LeagueDefinition,
} from './football/league';
import { generateMatchStatistics } from './football/match-statistics';
import { DEMO_USER_NAMES, userAvatarPath } from './images/user-avatars';
import { DEMO_LANGUAGES } from './language';
import { generateDemoPredictions, generatePredictionGames } from './pool/prediction-games';
import { addPicksToBoards } from '../modules/football-pool/rankings/boards';
import { seedDemoMomVotes } from '../modules/matchcenter/man-of-the-match/demo-votes';
import { seedDemoFormations } from '../modules/matchcenter/formations/demo-formations';
import { seedDemoForum } from '../modules/community/forum/demo-forum';
import { linkDemoAuthorAccounts } from '../modules/content/demo/demo-author-accounts';
import { seedDemoRichContent } from '../modules/content/demo/demo-rich-content';
import { seedDemoSiteExtras } from './site-extras';
import { seedDemoPoolLeague } from '../modules/football-pool/leagues/demo-league';
import { settleFinishedGames } from '../modules/football-pool/settlement/settlement';
import { toProviderSeason } from '../modules/matchcenter/provider/demo-football-provider';

/** Rows a statement inserts at most: far below Postgres' 65,535 bind parameters for every table here. */
const CHUNK = 500;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * Seeds one tenant's demo content: the league (once, shared by all tenants), the tenant's newsroom
 * (authors, sections, articles), its prediction games with the demo users' picks, and fan comments
 * with likes. Idempotent (each part is skipped when the tenant already has it) and atomic (one
 * transaction, nested as a savepoint when the caller already opened one). `userIds` are the demo
 * users who comment, like and predict.
 */
export async function seedDemoContent(db: Database, options: DemoContentOptions): Promise<void> {
  const { tenantId, language, userIds } = options;
  await db.transaction(async (tx) => {
    const { league, anchor } = await ensureLeague(tx, new Date());
    // The second league only gives the league buttons (MC-01) a second table: news, predictions and
    // comments stay about the Eredivisie, the league every tenant's site is about.
    await ensureSecondLeague(tx, KEUKEN_KAMPIOEN_DIVISIE_DEFINITION, anchor);
    const news = generateNews({ tenantId, language, league, now: anchor });

    const articleIds = await seedNews(tx, tenantId, news, language);
    await seedPool(tx, tenantId, league, anchor, userIds);
    // FP-05: a mini-league of demo fans, so the leagues tab and a league's ranking show something.
    await seedDemoPoolLeague(tx, { tenantId, language, userIds });
    if (userIds.length > 0 && articleIds !== undefined) {
      const demoComments = generateComments({
        tenantId,
        language,
        league,
        articles: news.articles,
        userCount: userIds.length,
        now: anchor,
      });
      await seedComments(tx, tenantId, demoComments, articleIds, userIds);
    }
    await assignAvatars(tx, tenantId, language, userIds);
    // MC-05/MC-06: the demo fans have rated the men of the match of the last rounds.
    await seedDemoMomVotes(tx, { tenantId, userIds, leagueId: league.league.id, now: anchor });
    // MC-10: the demo fans have saved line-ups for the league's clubs, so the line-up widget has figures.
    await seedDemoFormations(tx, { tenantId, userIds, leagueId: league.league.id, now: anchor });
    // PRF-01: the editor's account writes as one of the authors, so its profile lists articles.
    await linkDemoAuthorAccounts(tx, { tenantId });
    // FRM-*: a few topics with posts from the demo fans.
    await seedDemoForum(tx, { tenantId, language, userIds, now: anchor });
    // Issue 15: live blogs, polls, embeds, media articles and photo reports.
    await seedDemoRichContent(tx, { tenantId, language, userIds, now: anchor });
    // Issue 16: collections, ads, headline tests, the smart bar and the overlay.
    await seedDemoSiteExtras(tx, { tenantId, language, userIds, now: anchor });
  });
}

/** The tenants of one start are seeded one after the other from the same anchor: generate once. */
const lastLeagues = new Map<number, { anchor: number; league: GeneratedLeague }>();

function leagueAt(anchor: Date, definition: LeagueDefinition = EREDIVISIE_DEFINITION): GeneratedLeague {
  const last = lastLeagues.get(definition.league.id);
  if (last?.anchor === anchor.getTime()) return last.league;
  const league = generateLeague({ now: anchor, definition });
  lastLeagues.set(definition.league.id, { anchor: anchor.getTime(), league });
  return league;
}

/**
 * Another demo league, laid out around the same moment as the Eredivisie (its `anchor`), so both
 * seasons are in the same week; stored once, like the first.
 */
async function ensureSecondLeague(db: Database, definition: LeagueDefinition, anchor: Date): Promise<void> {
  const [stored] = await db
    .select({ id: leagues.id })
    .from(leagues)
    .where(eq(leagues.id, definition.league.id))
    .limit(1);
  if (stored) return;
  await insertLeague(db, leagueAt(anchor, definition), anchor);
}

/**
 * The league is stored once for every tenant. Its schedule is laid out around the moment it was
 * generated (`leagues.generated_at`), so a tenant seeded later regenerates the very same season from
 * that moment and its match reports agree with the stored results.
 */
async function ensureLeague(db: Database, now: Date): Promise<{ league: GeneratedLeague; anchor: Date }> {
  const [stored] = await db
    .select({ generatedAt: leagues.generatedAt })
    .from(leagues)
    .where(eq(leagues.id, EREDIVISIE.id))
    .limit(1);
  if (stored) {
    // A real provider's league (no generation time): write news around today, store nothing.
    const anchor = stored.generatedAt ?? now;
    return { league: leagueAt(anchor), anchor };
  }
  const league = leagueAt(now);
  await insertLeague(db, league, now);
  return { league, anchor: now };
}

/**
 * Stores a generated league: the league (with its generation time), clubs, squads, fixtures, goals, and
 * the statistics of every played match. The rows are the demo provider's (toProviderSeason), so the seed
 * and a provider sync write the same values. The live simulator writes statistics only for the matches
 * it plays; without these a past result's match page would have events and line-ups but no statistics.
 */
async function insertLeague(db: Database, league: GeneratedLeague, now: Date): Promise<void> {
  const season = toProviderSeason(league, now);
  await db.insert(leagues).values({ ...league.league, generatedAt: now });
  await db.insert(teams).values(season.teams);
  await insertInChunks(season.players, (chunk) => db.insert(players).values(chunk));
  await insertInChunks(season.fixtures, (chunk) =>
    db.insert(fixtures).values(
      chunk.map(({ goals: _goals, ...fixture }) => ({
        ...fixture,
        status: fixture.status ?? 'scheduled',
        updatedAt: now,
      })),
    ),
  );
  const events = league.fixtures.flatMap((fixture) =>
    fixture.goals.map((goal) => ({ ...goal, fixtureId: fixture.id })),
  );
  await insertInChunks(events, (chunk) => db.insert(fixtureEvents).values(chunk));
  await insertStatistics(db, league, now);
}

/**
 * Issue 26: the demo's crests and avatars are PNGs now (generate-images.ts says why). A database seeded
 * with the SVGs' paths gets the PNGs' (seed.ts runs this once); only the demo's own files are renamed,
 * so a real provider's crest or a fan's uploaded picture stays as it is.
 */
export async function useDemoPicturePngs(db: Database): Promise<void> {
  const demoSvgs = [
    ...[...EREDIVISIE_CLUBS, ...KEUKEN_KAMPIOEN_DIVISIE_CLUBS].map((club) => clubLogoPath(club.slug)),
    ...DEMO_LANGUAGES.flatMap((language) => [
      ...DEMO_AUTHORS[language].map((author) => authorAvatarPath(author.slug)),
      ...DEMO_USER_NAMES[language].map((user) => userAvatarPath(language, user.username)),
    ]),
  ].map((png) => png.replace(/\.png$/, '.svg'));
  // Each path ends in `.svg` (the `where` takes only those): the same name with `.png`.
  const toPng = (column: AnyColumn) => sql`left(${column}, -4) || '.png'`;
  await db
    .update(teams)
    .set({ logoPath: toPng(teams.logoPath) })
    .where(inArray(teams.logoPath, demoSvgs));
  await db
    .update(authors)
    .set({ avatar: toPng(authors.avatar) })
    .where(inArray(authors.avatar, demoSvgs));
  await db
    .update(users)
    .set({ image: toPng(users.image) })
    .where(inArray(users.image, demoSvgs));
}

/**
 * Issue 28: a database seeded before the seed wrote statistics gets them for the demo leagues' past
 * results (seed.ts runs this once, recorded in `seed_runs`). A real provider's league is left alone.
 */
export async function fillInDemoStatistics(db: Database): Promise<void> {
  const [main] = await db
    .select({ generatedAt: leagues.generatedAt })
    .from(leagues)
    .where(eq(leagues.id, EREDIVISIE.id))
    .limit(1);
  const anchor = main?.generatedAt;
  if (anchor === null || anchor === undefined) return;
  const now = new Date();
  await insertStatistics(db, leagueAt(anchor), now);
  const [second] = await db
    .select({ id: leagues.id })
    .from(leagues)
    .where(eq(leagues.id, KEUKEN_KAMPIOEN_DIVISIE_DEFINITION.league.id))
    .limit(1);
  if (second) await insertStatistics(db, leagueAt(anchor, KEUKEN_KAMPIOEN_DIVISIE_DEFINITION), now);
}

/**
 * The statistics of every played match of a generated league. A match that already has some (the
 * simulator's, or an earlier start's) keeps them: this also fills in a database seeded before the
 * seed wrote statistics, so every finished match the demo shows has them.
 */
async function insertStatistics(db: Database, league: GeneratedLeague, now: Date): Promise<void> {
  const strengths = new Map(league.teams.map((team) => [team.id, team]));
  const statistics = league.fixtures.flatMap((fixture) => {
    const played = fixture.status === 'finished' ? generateMatchStatistics(fixture, strengths) : null;
    if (played === null) return [];
    const { home, away } = played;
    return [
      {
        fixtureId: fixture.id,
        homePossession: home.possession,
        awayPossession: away.possession,
        homeShots: home.shots,
        awayShots: away.shots,
        homeShotsOnTarget: home.shotsOnTarget,
        awayShotsOnTarget: away.shotsOnTarget,
        homeCorners: home.corners,
        awayCorners: away.corners,
        homeFouls: home.fouls,
        awayFouls: away.fouls,
        updatedAt: now,
      },
    ];
  });
  await insertInChunks(statistics, (chunk) => db.insert(matchStatistics).values(chunk).onConflictDoNothing());
}

/** Authors, tags and articles; returns the article ids by slug (undefined when already seeded). */
async function seedNews(
  db: Database,
  tenantId: string,
  news: ReturnType<typeof generateNews>,
  language: DemoContentOptions['language'],
): Promise<Map<string, number> | undefined> {
  const existing = await db.select({ id: articles.id }).from(articles).where(eq(articles.tenantId, tenantId)).limit(1);
  if (existing.length > 0) return undefined;
  const authorRows = await db
    .insert(authors)
    .values(
      news.authors.map((a) => ({
        tenantId,
        slug: a.slug,
        name: a.name,
        isPublic: a.isPublic,
        bio: a.bio,
        avatar: authorAvatarPath(a.slug),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: authors.id, slug: authors.slug });
  const tagRows = await db
    .insert(tags)
    .values(news.tags.map((t) => ({ tenantId, slug: t.slug, title: t.title })))
    .onConflictDoNothing()
    .returning({ id: tags.id, slug: tags.slug });
  const authorId = new Map(authorRows.map((r) => [r.slug, r.id]));
  const tagId = new Map(tagRows.map((r) => [r.slug, r.id]));
  const tagSlugByKey = new Map(news.tags.map((t) => [t.key, t.slug]));
  const rows = news.articles.map((article) => {
    const author = authorId.get(article.authorSlug);
    const tag = tagId.get(tagSlugByKey.get(article.tagKey) ?? '');
    if (author === undefined || tag === undefined) throw new Error(`Article ${article.slug} has no author or tag row`);
    return {
      tenantId,
      slug: article.slug,
      title: article.title,
      bTitle: article.bTitle,
      abTesting: article.abTesting,
      excerpt: article.excerpt,
      content: article.body,
      image: article.image,
      video: article.video,
      authorId: author,
      primaryTagId: tag,
      // FP-06: English previews name their match, so the article page shows its prediction game.
      fixtureId: language === 'en' && article.kind === 'preview' ? article.fixtureId : null,
      publishedAt: article.publishedAt,
      createdAt: article.publishedAt,
      updatedAt: article.publishedAt,
    };
  });
  const inserted = await db.insert(articles).values(rows).returning({ id: articles.id, slug: articles.slug });
  return new Map(inserted.map((r) => [r.slug, r.id]));
}

async function seedPool(
  db: Database,
  tenantId: string,
  league: GeneratedLeague,
  now: Date,
  userIds: number[],
): Promise<void> {
  const existing = await db
    .select({ id: predictionGames.id })
    .from(predictionGames)
    .where(eq(predictionGames.tenantId, tenantId))
    .limit(1);
  if (existing.length > 0) return;
  const games = generatePredictionGames(league, now);
  const gameRows = await db
    .insert(predictionGames)
    .values(
      games.map((game) => ({
        tenantId,
        fixtureId: game.fixtureId,
        weekStart: game.weekStart,
        homeWinOdds: game.odds.home_win,
        drawOdds: game.odds.draw,
        awayWinOdds: game.odds.away_win,
        createdAt: new Date(`${game.weekStart}T06:00:00Z`),
      })),
    )
    .returning({ id: predictionGames.id, fixtureId: predictionGames.fixtureId });
  const gameId = new Map(gameRows.map((r) => [r.fixtureId, r.id]));
  const picks = generateDemoPredictions({ tenantId, league, games, userCount: userIds.length, now }).flatMap((pick) => {
    const predictionGameId = gameId.get(pick.fixtureId);
    const userId = userIds[pick.userIndex];
    if (predictionGameId === undefined || userId === undefined) return [];
    return [
      {
        tenantId,
        predictionGameId,
        userId,
        bet: pick.bet,
        odds: pick.odds,
        createdAt: pick.createdAt,
        updatedAt: pick.createdAt,
      },
    ];
  });
  await insertInChunks(picks, (chunk) => db.insert(predictions).values(chunk).onConflictDoNothing());
  // Counted on the boards as saving them would have; the finished matches' picks are then scored and
  // ranked by the pool's own settlement (FP-08), as a real match end would: no points are written here.
  const boardGame = new Map(
    games.map((game) => [
      gameId.get(game.fixtureId),
      { weekStart: game.weekStart, kickoffAt: game.kickoffAt, season: league.league.season },
    ]),
  );
  await addPicksToBoards(
    db,
    tenantId,
    picks.flatMap((pick) => {
      const game = boardGame.get(pick.predictionGameId);
      return game ? [{ userId: pick.userId, game }] : [];
    }),
  );
  await settleFinishedGames(db, { tenantId, now });
}

async function seedComments(
  db: Database,
  tenantId: string,
  demoComments: ReturnType<typeof generateComments>,
  articleIds: Map<string, number>,
  userIds: number[],
): Promise<void> {
  const existing = await db.select({ id: comments.id }).from(comments).where(eq(comments.tenantId, tenantId)).limit(1);
  if (existing.length > 0) return;
  const row = (c: (typeof demoComments)[number], parentId: number | null) => {
    const resourceId = articleIds.get(c.articleSlug);
    const userId = userIds[c.userIndex];
    if (resourceId === undefined || userId === undefined)
      throw new Error(`Comment on unknown article ${c.articleSlug}`);
    return {
      tenantId,
      resourceType: 'article' as const,
      resourceId,
      userId,
      parentId,
      // Demo replies answer top-level comments only: their thread is their parent's.
      rootId: parentId,
      level: parentId === null ? 0 : 1,
      content: c.content,
      likesCount: c.likedBy.length,
      createdAt: c.createdAt,
      updatedAt: c.createdAt,
    };
  };
  // Top-level comments first; a demo user comments at most once at the top of an article, so
  // (article, user) identifies each one and replies can be pointed at the right parent id.
  const topLevel = demoComments.filter((c) => c.parentKey === null);
  const insertedTop =
    topLevel.length === 0
      ? []
      : await db
          .insert(comments)
          .values(topLevel.map((c) => row(c, null)))
          .returning({ id: comments.id, resourceId: comments.resourceId, userId: comments.userId });
  // A top-level comment is the root of its own thread (comments.root_id: a page's replies in one read).
  await db
    .update(comments)
    .set({ rootId: sql`${comments.id}` })
    .where(and(eq(comments.tenantId, tenantId), isNull(comments.parentId), isNull(comments.rootId)));
  const idOf = new Map<number, number>();
  for (const c of topLevel) {
    const match = insertedTop.find(
      (r) => r.resourceId === articleIds.get(c.articleSlug) && r.userId === userIds[c.userIndex],
    );
    if (match) idOf.set(c.key, match.id);
  }
  const replies = demoComments.filter((c) => c.parentKey !== null);
  const replyRows = replies.flatMap((c) => {
    const parentId = idOf.get(c.parentKey ?? -1);
    return parentId === undefined ? [] : [row(c, parentId)];
  });
  const insertedReplies =
    replyRows.length === 0
      ? []
      : await db
          .insert(comments)
          .values(replyRows)
          .returning({ id: comments.id, parentId: comments.parentId, userId: comments.userId });
  for (const c of replies) {
    const match = insertedReplies.find(
      (r) => r.parentId === idOf.get(c.parentKey ?? -1) && r.userId === userIds[c.userIndex],
    );
    if (match) idOf.set(c.key, match.id);
  }
  const likes = demoComments.flatMap((c) => {
    const commentId = idOf.get(c.key);
    if (commentId === undefined) return [];
    return c.likedBy.flatMap((index) => {
      const userId = userIds[index];
      return userId === undefined ? [] : [{ tenantId, commentId, userId, createdAt: c.likedAt }];
    });
  });
  await insertInChunks(likes, (chunk) => db.insert(commentLikes).values(chunk).onConflictDoNothing());
}

/** Gives the demo accounts their generated avatar, unless they already have an image. */
async function assignAvatars(
  db: Database,
  tenantId: string,
  language: DemoContentOptions['language'],
  userIds: number[],
): Promise<void> {
  if (userIds.length === 0) return;
  const known = new Set(DEMO_USER_NAMES[language].map((u) => u.username.toLowerCase()));
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, userIds), isNull(users.image)));
  for (const user of rows) {
    if (!known.has(user.username.toLowerCase())) continue;
    await db
      .update(users)
      .set({ image: userAvatarPath(language, user.username) })
      .where(eq(users.id, user.id));
  }
}
