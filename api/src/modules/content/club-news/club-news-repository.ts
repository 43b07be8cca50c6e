import { and, desc, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { fixtures } from '../../matchcenter/schema';
import type { Club } from '../../matchcenter/teams/find-club';
import type { ArticleRecord } from '../article-view';
import { articleSummarySelection } from '../articles-repository';
import { articles, authors, tags } from '../schema';
import { searchConfiguration } from '../search/search-repository';

/**
 * CLB-02: the news about a club (decision 0040). An article is about the club when it is about one of
 * its matches (`articles.fixture_id`), filed under a tag with the club's slug, or names the club in its
 * title or excerpt (the search document `search_head`, in the tenant's language, as a phrase: "PSV"
 * and "FC Utrecht", so "Utrecht" in a transfer story about another club's player does not count).
 */
export function createClubNewsRepository(db: Database, now: () => Date = () => new Date()) {
  return {
    async latest(
      tenant: { id: string; language: 'en' | 'nl' },
      club: Club,
      options: { offset: number; limit: number },
    ): Promise<ArticleRecord[]> {
      const config = sql`${searchConfiguration(tenant.language)}::regconfig`;
      const names = [...new Set([club.name, club.shortName])];
      const namesTheClub = or(
        ...names.map((name) => sql`${articles.searchHead} @@ phraseto_tsquery(${config}, ${name})`),
      );
      const clubMatches = db
        .select({ id: fixtures.id })
        .from(fixtures)
        .where(or(eq(fixtures.homeTeamId, club.id), eq(fixtures.awayTeamId, club.id)));
      return db
        .select(articleSummarySelection)
        .from(articles)
        .innerJoin(authors, eq(authors.id, articles.authorId))
        .innerJoin(tags, eq(tags.id, articles.primaryTagId))
        .where(
          and(
            eq(articles.tenantId, tenant.id),
            lte(articles.publishedAt, now()),
            ne(articles.kind, 'bio'),
            or(inArray(articles.fixtureId, clubMatches), eq(tags.slug, club.slug), namesTheClub),
          ),
        )
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(options.limit)
        .offset(options.offset);
    },
  };
}

export type ClubNewsRepository = ReturnType<typeof createClubNewsRepository>;
