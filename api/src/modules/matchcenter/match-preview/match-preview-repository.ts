import { and, desc, eq, inArray, lt, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { articles, publishedAtOfOut } from '../../content/schema';
import type { FixtureRecord } from '../fixture-view';
import { selectFixtures } from '../fixture-query';
import { fixtures, teams } from '../schema';

/** How many results make a club's form and how many earlier meetings the preview lists. */
const PREVIEW_RESULTS = 5;

export interface TeamColoursRecord {
  id: number;
  primaryColor: string;
  secondaryColor: string;
}

/** The preview article of a match: the tenant's newest published article linked to the fixture. */
export interface PreviewArticleRecord {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  publishedAt: Date;
}

/**
 * The reads of a match's preview (MC-12 before kick-off): league-wide football data by key (a club's
 * last results, the clubs' earlier meetings, their colours) and one tenant-scoped read, the article.
 */
export function createMatchPreviewRepository(db: Database, now: () => Date = () => new Date()) {
  return {
    async colours(teamIds: readonly number[]): Promise<TeamColoursRecord[]> {
      return db
        .select({ id: teams.id, primaryColor: teams.primaryColor, secondaryColor: teams.secondaryColor })
        .from(teams)
        .where(inArray(teams.id, [...teamIds]));
    },

    /** The club's last finished matches before `before`, newest first (any competition or season). */
    async resultsBefore(teamId: number, before: Date): Promise<FixtureRecord[]> {
      return selectFixtures(
        db,
        and(
          or(eq(fixtures.homeTeamId, teamId), eq(fixtures.awayTeamId, teamId)),
          eq(fixtures.status, 'finished'),
          lt(fixtures.kickoffAt, before),
        ),
      )
        .orderBy(desc(fixtures.kickoffAt), desc(fixtures.id))
        .limit(PREVIEW_RESULTS);
    },

    /** The two clubs' finished matches against each other before `before`, newest first. */
    async meetingsBefore(teamA: number, teamB: number, before: Date): Promise<FixtureRecord[]> {
      return selectFixtures(
        db,
        and(
          or(
            and(eq(fixtures.homeTeamId, teamA), eq(fixtures.awayTeamId, teamB)),
            and(eq(fixtures.homeTeamId, teamB), eq(fixtures.awayTeamId, teamA)),
          ),
          eq(fixtures.status, 'finished'),
          lt(fixtures.kickoffAt, before),
        ),
      )
        .orderBy(desc(fixtures.kickoffAt), desc(fixtures.id))
        .limit(PREVIEW_RESULTS);
    },

    /** The tenant's newest published (not scheduled) article about the fixture; never another tenant's. */
    async article(tenantId: string, fixtureId: number): Promise<PreviewArticleRecord | undefined> {
      const [row] = await db
        .select({
          id: articles.id,
          slug: articles.slug,
          title: articles.title,
          excerpt: articles.excerpt,
          image: articles.image,
          publishedAt: publishedAtOfOut,
        })
        .from(articles)
        .where(
          and(
            eq(articles.tenantId, tenantId),
            eq(articles.fixtureId, fixtureId),
            lte(articles.publishedAt, now()),
            ne(articles.kind, 'bio'),
          ),
        )
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(1);
      return row;
    },
  };
}

export type MatchPreviewRepository = ReturnType<typeof createMatchPreviewRepository>;
