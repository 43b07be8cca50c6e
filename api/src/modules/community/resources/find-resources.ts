import { aliasedTable, and, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { articles } from '../../content/schema';
import { fixtures, teams } from '../../matchcenter/schema';
import { forumTopics, type ResourceType } from '../schema';

/** What comments, claps, visits and notifications point at (spec 001 §3 "Resource reference"). */
export interface ResourceRef {
  type: ResourceType;
  id: number;
}

/** A resource that exists for the tenant: its title and its page on the site. */
export interface FoundResource extends ResourceRef {
  title: string;
  url: string;
  /** Articles only: headline B and whether the headline test runs (AB-01), so group B sees its title. */
  headlineTest?: { bTitle: string; running: boolean };
  /** Matches only: the fixture's state, so a match thread can stamp the minute. */
  fixture?: { status: string; minute: number | null };
  /** Forum topics only: a closed topic takes no new comments. */
  closed?: boolean;
}

export function resourceKey(ref: ResourceRef): string {
  return `${ref.type}:${ref.id}`;
}

/** The page a resource lives on, relative to the tenant's origin. */
export function resourceUrl(type: ResourceType, id: number, slug?: string): string {
  switch (type) {
    case 'article':
      return `/article/${id}/${slug ?? ''}`;
    case 'fixture':
      return `/matchcenter/match/${id}`;
    case 'forum':
      return `/forum/topic/${id}`;
  }
}

/** One comment on its page: the deep link of CMT-02. */
export function commentUrl(resource: { url: string }, commentId: number): string {
  return `${resource.url}?comment=${commentId}#comments`;
}

/**
 * The resources of `refs` that exist for the tenant, keyed by `resourceKey`: the tenant's published
 * articles and forum topics, and any match (football data is league-wide; what a tenant adds to a match,
 * such as its thread, is tenant data). One query per type asked for.
 */
export async function findResources(
  db: Database,
  tenantId: string,
  refs: readonly ResourceRef[],
  now: Date = new Date(),
): Promise<Map<string, FoundResource>> {
  const found = new Map<string, FoundResource>();
  const idsOf = (type: ResourceType) => [...new Set(refs.filter((ref) => ref.type === type).map((ref) => ref.id))];

  const articleIds = idsOf('article');
  if (articleIds.length > 0) {
    const rows = await db
      .select({
        id: articles.id,
        slug: articles.slug,
        title: articles.title,
        bTitle: articles.bTitle,
        abTesting: articles.abTesting,
      })
      .from(articles)
      .where(and(eq(articles.tenantId, tenantId), inArray(articles.id, articleIds), lte(articles.publishedAt, now)));
    for (const row of rows) {
      found.set(resourceKey({ type: 'article', id: row.id }), {
        type: 'article',
        id: row.id,
        title: row.title,
        url: resourceUrl('article', row.id, row.slug),
        headlineTest: { bTitle: row.bTitle, running: row.abTesting },
      });
    }
  }

  const fixtureIds = idsOf('fixture');
  if (fixtureIds.length > 0) {
    const home = aliasedTable(teams, 'home_team');
    const away = aliasedTable(teams, 'away_team');
    const rows = await db
      .select({
        id: fixtures.id,
        status: fixtures.status,
        minute: fixtures.minute,
        homeName: home.name,
        awayName: away.name,
      })
      .from(fixtures)
      .innerJoin(home, eq(home.id, fixtures.homeTeamId))
      .innerJoin(away, eq(away.id, fixtures.awayTeamId))
      .where(inArray(fixtures.id, fixtureIds));
    for (const row of rows) {
      found.set(resourceKey({ type: 'fixture', id: row.id }), {
        type: 'fixture',
        id: row.id,
        title: `${row.homeName} – ${row.awayName}`,
        url: resourceUrl('fixture', row.id),
        fixture: { status: row.status, minute: row.minute },
      });
    }
  }

  const topicIds = idsOf('forum');
  if (topicIds.length > 0) {
    const rows = await db
      .select({ id: forumTopics.id, title: forumTopics.title, closed: forumTopics.closed })
      .from(forumTopics)
      .where(and(eq(forumTopics.tenantId, tenantId), inArray(forumTopics.id, topicIds)));
    for (const row of rows) {
      found.set(resourceKey({ type: 'forum', id: row.id }), {
        type: 'forum',
        id: row.id,
        title: row.title,
        url: resourceUrl('forum', row.id),
        closed: row.closed,
      });
    }
  }
  return found;
}

/** One resource, or null when the tenant has no such thing (the routes answer 404). */
export async function findResource(
  db: Database,
  tenantId: string,
  ref: ResourceRef,
  now?: Date,
): Promise<FoundResource | null> {
  return (await findResources(db, tenantId, [ref], now)).get(resourceKey(ref)) ?? null;
}

/** `findResources` and `findResource` bound to a database: made once in community/index.ts, handed to routes. */
export function createResourceFinder(db: Database) {
  return {
    one: (tenantId: string, ref: ResourceRef, now?: Date) => findResource(db, tenantId, ref, now),
    many: (tenantId: string, refs: readonly ResourceRef[], now?: Date) => findResources(db, tenantId, refs, now),
  };
}

export type ResourceFinder = ReturnType<typeof createResourceFinder>;
