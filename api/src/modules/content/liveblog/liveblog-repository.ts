import { and, asc, count, desc, eq, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { fixtures, matchEvents, players, teams, type MatchEventType } from '../../matchcenter/schema';
import { articles, liveblogEntries, liveblogs } from '../schema';

/** The match events that become entries by themselves (LB-01): goals and cards, not substitutions. */
const feedEventTypes = ['goal', 'penalty', 'own_goal', 'yellow_card', 'red_card'] as const;
export type FeedEventType = (typeof feedEventTypes)[number];

function isFeedEventType(type: MatchEventType): type is FeedEventType {
  return (feedEventTypes as readonly string[]).includes(type);
}

export interface LiveblogRecord {
  id: number;
  tenantId: string;
  articleId: number;
  fixtureId: number | null;
  blocksCountToPlaceAd: number;
  adHtml: string;
  createdAt: Date;
}

/** The match event an entry of the feed tells, read with it (through the live blog's fixture). */
export interface EntryMatchEvent {
  type: MatchEventType;
  minute: number;
  stoppageMinute: number | null;
}

export interface EntryRecord {
  id: number;
  liveblogId: number;
  articleId: number;
  body: string;
  isPinned: boolean;
  createdAt: Date;
  updatedAt: Date;
  matchEvent: EntryMatchEvent | null;
}

/** A goal or card of a match with the names an entry needs, in the feed's order. */
export interface FeedEvent {
  sequence: number;
  type: FeedEventType;
  minute: number;
  stoppageMinute: number | null;
  homeScore: number;
  awayScore: number;
  player: string | null;
  team: string;
}

const liveblogSelection = {
  id: liveblogs.id,
  tenantId: liveblogs.tenantId,
  articleId: liveblogs.articleId,
  fixtureId: liveblogs.fixtureId,
  blocksCountToPlaceAd: liveblogs.blocksCountToPlaceAd,
  adHtml: liveblogs.adHtml,
  createdAt: liveblogs.createdAt,
};

const entrySelection = {
  id: liveblogEntries.id,
  liveblogId: liveblogEntries.liveblogId,
  articleId: liveblogs.articleId,
  body: liveblogEntries.body,
  isPinned: liveblogEntries.isPinned,
  createdAt: liveblogEntries.createdAt,
  updatedAt: liveblogEntries.updatedAt,
  eventType: matchEvents.type,
  eventMinute: matchEvents.minute,
  eventStoppageMinute: matchEvents.stoppageMinute,
};

type EntryRow = {
  id: number;
  liveblogId: number;
  articleId: number;
  body: string;
  isPinned: boolean;
  createdAt: Date;
  updatedAt: Date;
  eventType: MatchEventType | null;
  eventMinute: number | null;
  eventStoppageMinute: number | null;
};

function toEntry(row: EntryRow): EntryRecord {
  const { eventType, eventMinute, eventStoppageMinute, ...entry } = row;
  return {
    ...entry,
    matchEvent:
      eventType === null || eventMinute === null
        ? null
        : { type: eventType, minute: eventMinute, stoppageMinute: eventStoppageMinute },
  };
}

/** What a page of entries continues after: the last entry a reader has (load-more's `last_id`). */
interface EntryCursor {
  id: number;
  isPinned: boolean;
}

/**
 * The order of a live blog (LB-01): pinned entries first, then newest first, id breaking ties (ids
 * grow with time). `after` is the condition for "after this entry" in that order.
 */
function after(cursor: EntryCursor): SQL | undefined {
  return cursor.isPinned
    ? or(
        and(eq(liveblogEntries.isPinned, true), lt(liveblogEntries.id, cursor.id)),
        eq(liveblogEntries.isPinned, false),
      )
    : and(eq(liveblogEntries.isPinned, false), lt(liveblogEntries.id, cursor.id));
}

/**
 * Live blogs and their entries. Every read and write of a tenant's rows carries its tenant id, so one
 * tenant's live blog is never found through another's request; only the match feed reads across
 * tenants (a match is league-wide data that every tenant's live blog on it tells in its own language).
 */
export function createLiveblogRepository(db: Database, now: () => Date = () => new Date()) {
  function entries(executor: Database | Transaction = db) {
    return executor
      .select(entrySelection)
      .from(liveblogEntries)
      .innerJoin(liveblogs, eq(liveblogs.id, liveblogEntries.liveblogId))
      .leftJoin(
        matchEvents,
        and(eq(matchEvents.fixtureId, liveblogs.fixtureId), eq(matchEvents.sequence, liveblogEntries.matchEventId)),
      );
  }

  return {
    /** The live blog of a published article of the tenant (what readers may see), or null. */
    async ofPublishedArticle(tenantId: string, articleId: number): Promise<LiveblogRecord | null> {
      const [row] = await db
        .select(liveblogSelection)
        .from(liveblogs)
        .innerJoin(articles, eq(articles.id, liveblogs.articleId))
        .where(
          and(
            eq(liveblogs.tenantId, tenantId),
            eq(liveblogs.articleId, articleId),
            eq(articles.tenantId, tenantId),
            lte(articles.publishedAt, now()),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async byId(tenantId: string, id: number): Promise<LiveblogRecord | null> {
      const [row] = await db
        .select(liveblogSelection)
        .from(liveblogs)
        .where(and(eq(liveblogs.tenantId, tenantId), eq(liveblogs.id, id)))
        .limit(1);
      return row ?? null;
    },

    async byArticle(tenantId: string, articleId: number): Promise<LiveblogRecord | null> {
      const [row] = await db
        .select(liveblogSelection)
        .from(liveblogs)
        .where(and(eq(liveblogs.tenantId, tenantId), eq(liveblogs.articleId, articleId)))
        .limit(1);
      return row ?? null;
    },

    /** Whether the tenant has this article, published or scheduled (editors may prepare a live blog). */
    async articleExists(tenantId: string, articleId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.tenantId, tenantId), eq(articles.id, articleId)))
        .limit(1);
      return row !== undefined;
    },

    async fixtureExists(fixtureId: number): Promise<boolean> {
      const [row] = await db.select({ id: fixtures.id }).from(fixtures).where(eq(fixtures.id, fixtureId)).limit(1);
      return row !== undefined;
    },

    /** Inserts the live blog; null when the article has one already (the unique key decides, not a read). */
    async insert(input: {
      tenantId: string;
      articleId: number;
      fixtureId: number | null;
      blocksCountToPlaceAd: number;
      adHtml: string;
    }): Promise<LiveblogRecord | null> {
      const [row] = await db.insert(liveblogs).values(input).onConflictDoNothing().returning(liveblogSelection);
      return row ?? null;
    },

    async update(
      tenantId: string,
      id: number,
      changes: Partial<Pick<LiveblogRecord, 'fixtureId' | 'blocksCountToPlaceAd' | 'adHtml'>>,
    ): Promise<LiveblogRecord | null> {
      if (Object.keys(changes).length === 0) return this.byId(tenantId, id);
      const [row] = await db
        .update(liveblogs)
        .set(changes)
        .where(and(eq(liveblogs.tenantId, tenantId), eq(liveblogs.id, id)))
        .returning(liveblogSelection);
      return row ?? null;
    },

    /**
     * Where `lastId` puts a reader: that entry of this live blog, or, for an id that is not one of its
     * entries (deleted meanwhile), a place among the unpinned entries, so a stale cursor still continues.
     */
    async cursor(liveblogId: number, lastId: number): Promise<EntryCursor> {
      const [row] = await db
        .select({ id: liveblogEntries.id, isPinned: liveblogEntries.isPinned })
        .from(liveblogEntries)
        .where(and(eq(liveblogEntries.liveblogId, liveblogId), eq(liveblogEntries.id, lastId)))
        .limit(1);
      return row ?? { id: lastId, isPinned: false };
    },

    /** Up to `limit` entries in the live blog's order, after `cursor` when given. */
    async page(liveblogId: number, cursor: EntryCursor | null, limit: number): Promise<EntryRecord[]> {
      const rows = await entries()
        .where(and(eq(liveblogEntries.liveblogId, liveblogId), cursor === null ? undefined : after(cursor)))
        .orderBy(desc(liveblogEntries.isPinned), desc(liveblogEntries.id))
        .limit(limit);
      return rows.map(toEntry);
    },

    async count(liveblogId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(liveblogEntries)
        .where(eq(liveblogEntries.liveblogId, liveblogId));
      return row?.total ?? 0;
    },

    async entry(tenantId: string, id: number): Promise<EntryRecord | null> {
      const [row] = await entries()
        .where(and(eq(liveblogEntries.tenantId, tenantId), eq(liveblogEntries.id, id)))
        .limit(1);
      return row ? toEntry(row) : null;
    },

    async entriesByIds(ids: readonly number[]): Promise<EntryRecord[]> {
      if (ids.length === 0) return [];
      const rows = await entries()
        .where(inArray(liveblogEntries.id, [...ids]))
        .orderBy(asc(liveblogEntries.id));
      return rows.map(toEntry);
    },

    async insertEntry(input: {
      tenantId: string;
      liveblogId: number;
      body: string;
      isPinned: boolean;
      authorUserId: number | null;
    }): Promise<number> {
      const [row] = await db.insert(liveblogEntries).values(input).returning({ id: liveblogEntries.id });
      if (row === undefined) throw new Error('the entry was not inserted');
      return row.id;
    },

    /** Changes an entry of the tenant; false when there is none with this id. */
    async updateEntry(tenantId: string, id: number, changes: { body?: string; isPinned?: boolean }): Promise<boolean> {
      const rows = await db
        .update(liveblogEntries)
        .set({ ...changes, updatedAt: now() })
        .where(and(eq(liveblogEntries.tenantId, tenantId), eq(liveblogEntries.id, id)))
        .returning({ id: liveblogEntries.id });
      return rows.length > 0;
    },

    async deleteEntry(tenantId: string, id: number): Promise<{ liveblogId: number } | null> {
      const [row] = await db
        .delete(liveblogEntries)
        .where(and(eq(liveblogEntries.tenantId, tenantId), eq(liveblogEntries.id, id)))
        .returning({ liveblogId: liveblogEntries.liveblogId });
      return row ?? null;
    },

    /**
     * Turns the match feed's entries of a live blog into plain ones (their text stays): done when it
     * follows another match, whose events would otherwise be read as theirs (same sequence numbers).
     */
    async detachFeedEntries(tenantId: string, liveblogId: number): Promise<void> {
      await db
        .update(liveblogEntries)
        .set({ matchEventId: null })
        .where(and(eq(liveblogEntries.tenantId, tenantId), eq(liveblogEntries.liveblogId, liveblogId)));
    },

    /** Every tenant's live blogs that follow this match (the match feed). */
    async followingFixture(fixtureId: number): Promise<LiveblogRecord[]> {
      return db.select(liveblogSelection).from(liveblogs).where(eq(liveblogs.fixtureId, fixtureId));
    },

    /** The match's names for the feed's texts: the clubs' short names. */
    async fixtureNames(fixtureId: number): Promise<{ home: string; away: string } | null> {
      const [row] = await db
        .select({ homeTeamId: fixtures.homeTeamId, awayTeamId: fixtures.awayTeamId })
        .from(fixtures)
        .where(eq(fixtures.id, fixtureId))
        .limit(1);
      if (row === undefined) return null;
      const names = await db
        .select({ id: teams.id, name: teams.shortName })
        .from(teams)
        .where(inArray(teams.id, [row.homeTeamId, row.awayTeamId]));
      const nameOf = (id: number) => names.find((team) => team.id === id)?.name ?? '';
      return { home: nameOf(row.homeTeamId), away: nameOf(row.awayTeamId) };
    },

    /**
     * The stored goals and cards of a match, in order: the given sequences only, or every one when
     * `sequences` is 'all' (a live blog that starts following a match already under way).
     */
    async feedEvents(fixtureId: number, sequences: readonly number[] | 'all'): Promise<FeedEvent[]> {
      if (sequences !== 'all' && sequences.length === 0) return [];
      const rows = await db
        .select({
          sequence: matchEvents.sequence,
          type: matchEvents.type,
          minute: matchEvents.minute,
          stoppageMinute: matchEvents.stoppageMinute,
          homeScore: matchEvents.homeScore,
          awayScore: matchEvents.awayScore,
          player: players.commonName,
          team: teams.shortName,
        })
        .from(matchEvents)
        .innerJoin(teams, eq(teams.id, matchEvents.teamId))
        .leftJoin(players, eq(players.id, matchEvents.playerId))
        .where(
          and(
            eq(matchEvents.fixtureId, fixtureId),
            inArray(matchEvents.type, [...feedEventTypes]),
            sequences === 'all' ? undefined : inArray(matchEvents.sequence, [...sequences]),
          ),
        )
        .orderBy(asc(matchEvents.sequence));
      return rows.flatMap((row) => (isFeedEventType(row.type) ? [{ ...row, type: row.type }] : []));
    },

    /**
     * Adds the feed's entries to a live blog, each match event at most once (the unique key on
     * `(liveblog_id, match_event_id)`: a replayed event, or two processes at once, add nothing twice).
     * Returns the ids of the entries this call added, oldest first.
     */
    async insertFeedEntries(
      liveblog: Pick<LiveblogRecord, 'id' | 'tenantId'>,
      entriesToAdd: readonly { matchEventId: number; body: string }[],
    ): Promise<number[]> {
      if (entriesToAdd.length === 0) return [];
      const rows = await db
        .insert(liveblogEntries)
        .values(
          entriesToAdd.map((entry) => ({
            tenantId: liveblog.tenantId,
            liveblogId: liveblog.id,
            body: entry.body,
            matchEventId: entry.matchEventId,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: liveblogEntries.id });
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },
  };
}

export type LiveblogRepository = ReturnType<typeof createLiveblogRepository>;
