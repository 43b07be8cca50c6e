import { aliasedTable, and, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { fixtures, teams } from '../../matchcenter/schema';
import type { Club } from '../../matchcenter/teams/find-club';
import { comments, forumTopics } from '../schema';
import { latestActivityFirst } from './forum-repository';
import { lastActivityOf } from './forum-topic-view';

/** One of a club's threads as read: a forum topic, or the thread of one of its matches. */
export interface ClubThreadRecord {
  kind: 'topic' | 'match';
  /** The topic's id, or the fixture's. */
  id: number;
  title: string;
  /** Visible comments only: hidden and deleted ones never count. */
  commentsCount: number;
  lastCommentAt: Date;
}

/** The metacharacters of Postgres's regular expressions (ARE), escaped so a name matches as written. */
function escapeRegex(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');
}

/**
 * A case-insensitive (`~*`) pattern for the club's full or short name as a whole word or phrase: "PSV"
 * in "PSV win the derby", not in "PSVfans"; "Go Ahead" with any spacing between the words. Lookarounds
 * rather than `\m`/`\M`: those need a word character at the name's edge, so a name that starts or ends
 * with a dot ("N.E.C.") would never match. Null when the club has no name to look for.
 */
function clubNamePattern(club: Club): string | null {
  const names = [...new Set([club.name, club.shortName].map((name) => name.trim()))].filter((name) => name !== '');
  if (names.length === 0) return null;
  const alternatives = names.map((name) => escapeRegex(name).replace(/\s+/g, '\\s+'));
  return `(?<!\\w)(?:${alternatives.join('|')})(?!\\w)`;
}

function byLatestActivity(a: ClubThreadRecord, b: ClubThreadRecord): number {
  return b.lastCommentAt.getTime() - a.lastCommentAt.getTime() || b.id - a.id || a.kind.localeCompare(b.kind);
}

/**
 * CLB-02: the tenant's fans' threads about one club. A forum topic is about the club when its title names
 * it (a regular expression, not the full-text search the club's news uses (decision 0040): topics have no
 * search document, and a title is one short line). A match thread is the comments of one of the club's
 * fixtures; football data is league-wide, so the tenant filter is on the comments, and a match without a
 * visible comment of this tenant has no thread here.
 */
export function createClubThreadsRepository(db: Database) {
  /**
   * The tenant's topics naming the club, latest activity first, in the order of the forum's index (a
   * topic without `last_comment_at`, written outside the API, comes last, as in the forum's lists).
   */
  async function topics(tenantId: string, club: Club, limit: number): Promise<ClubThreadRecord[]> {
    const pattern = clubNamePattern(club);
    if (pattern === null) return [];
    const rows = await db
      .select({
        id: forumTopics.id,
        title: forumTopics.title,
        commentsCount: forumTopics.commentsCount,
        createdAt: forumTopics.createdAt,
        lastCommentAt: forumTopics.lastCommentAt,
      })
      .from(forumTopics)
      // The pattern is a bound parameter, never SQL text.
      .where(and(eq(forumTopics.tenantId, tenantId), sql`${forumTopics.title} ~* ${pattern}`))
      .orderBy(...latestActivityFirst)
      .limit(limit);
    return rows.map((row) => ({
      kind: 'topic',
      id: row.id,
      title: row.title,
      commentsCount: row.commentsCount,
      lastCommentAt: lastActivityOf(row),
    }));
  }

  /** The club's fixtures with visible comments of the tenant, the newest comment first. */
  async function matches(tenantId: string, club: Club, limit: number): Promise<ClubThreadRecord[]> {
    const home = aliasedTable(teams, 'home_team');
    const away = aliasedTable(teams, 'away_team');
    const commentsCount = sql<number>`count(*)::int`;
    const lastCommentAt = sql<Date>`max(${comments.createdAt})`.mapWith(comments.createdAt);
    const rows = await db
      .select({ id: fixtures.id, homeName: home.name, awayName: away.name, commentsCount, lastCommentAt })
      .from(comments)
      .innerJoin(fixtures, eq(fixtures.id, comments.resourceId))
      .innerJoin(home, eq(home.id, fixtures.homeTeamId))
      .innerJoin(away, eq(away.id, fixtures.awayTeamId))
      .where(
        and(
          eq(comments.tenantId, tenantId),
          eq(comments.resourceType, 'fixture'),
          eq(comments.status, 'visible'),
          or(eq(fixtures.homeTeamId, club.id), eq(fixtures.awayTeamId, club.id)),
        ),
      )
      .groupBy(fixtures.id, home.name, away.name)
      .orderBy(desc(lastCommentAt), desc(fixtures.id))
      .limit(limit);
    return rows.map((row) => ({
      kind: 'match',
      id: row.id,
      // The title every match resource has (resources/find-resources.ts).
      title: `${row.homeName} – ${row.awayName}`,
      commentsCount: Number(row.commentsCount),
      lastCommentAt: row.lastCommentAt,
    }));
  }

  return {
    /**
     * The club's `limit` threads with the latest activity, topics and match threads together. Each kind
     * is read `limit` deep, which holds every thread of the merged first `limit`.
     */
    async latest(tenantId: string, club: Club, limit: number): Promise<ClubThreadRecord[]> {
      const [clubTopics, clubMatches] = await Promise.all([
        topics(tenantId, club, limit),
        matches(tenantId, club, limit),
      ]);
      return [...clubTopics, ...clubMatches].sort(byLatestActivity).slice(0, limit);
    },
  };
}

export type ClubThreadsRepository = ReturnType<typeof createClubThreadsRepository>;
