import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { articles, publishedAtOfOut } from '../schema';
import { type HeadlineGroup, headlineExposures } from './schema';

/** Why a click was not counted; `counted` when it was (or had been: a second click changes nothing). */
type ClickOutcome = 'counted' | 'unknown-article' | 'not-under-test';

/** An article under test with its counts per group, as the readout needs it. */
export interface HeadlineTestRecord {
  articleId: number;
  slug: string;
  title: string;
  bTitle: string;
  publishedAt: Date;
  groups: Record<HeadlineGroup, { impressions: number; clicks: number }>;
}

type EndOutcome = { title: string } | 'unknown-article' | 'not-under-test';

/**
 * The tenant's headline tests (AB-01). Every read and write takes the tenant and filters on it, so
 * another tenant's article is never counted, shown or changed; viewers only count for published
 * articles that have the test on.
 */
export function createHeadlineTestsRepository(db: Database, now: () => Date = () => new Date()) {
  function publishedArticle(tenantId: string, articleId: number) {
    return and(eq(articles.tenantId, tenantId), eq(articles.id, articleId), lte(articles.publishedAt, now()));
  }

  return {
    /**
     * One impression per viewer and article, for the articles of `articleIds` that are under test (the
     * others, such as a test ended while the page was open, are skipped). Answers how many were new.
     */
    async recordImpressions(input: {
      tenantId: string;
      viewerKey: string;
      group: HeadlineGroup;
      articleIds: readonly number[];
    }): Promise<number> {
      const { tenantId, viewerKey, group } = input;
      const ids = [...new Set(input.articleIds)];
      if (ids.length === 0) return 0;
      const underTest = await db
        .select({ id: articles.id })
        .from(articles)
        .where(
          and(
            eq(articles.tenantId, tenantId),
            inArray(articles.id, ids),
            eq(articles.abTesting, true),
            lte(articles.publishedAt, now()),
          ),
        );
      if (underTest.length === 0) return 0;
      const seenAt = now();
      const stored = await db
        .insert(headlineExposures)
        .values(underTest.map(({ id }) => ({ tenantId, articleId: id, viewerKey, group, seenAt })))
        .onConflictDoNothing()
        .returning({ articleId: headlineExposures.articleId });
      return stored.length;
    },

    /**
     * The viewer clicked the headline: their exposure is marked clicked, and made first when the
     * impression was never reported (a click means they saw it). One statement, so racing clicks count
     * once. A click in the other group than the viewer's first exposure changes nothing: the viewer
     * belongs to the group they were first shown.
     */
    async recordClick(input: {
      tenantId: string;
      articleId: number;
      viewerKey: string;
      group: HeadlineGroup;
    }): Promise<ClickOutcome> {
      const { tenantId, articleId, viewerKey, group } = input;
      const [article] = await db
        .select({ abTesting: articles.abTesting })
        .from(articles)
        .where(publishedArticle(tenantId, articleId))
        .limit(1);
      if (article === undefined) return 'unknown-article';
      if (!article.abTesting) return 'not-under-test';
      const at = now();
      await db
        .insert(headlineExposures)
        .values({ tenantId, articleId, viewerKey, group, clicked: true, seenAt: at, clickedAt: at })
        .onConflictDoUpdate({
          target: [headlineExposures.tenantId, headlineExposures.articleId, headlineExposures.viewerKey],
          set: { clicked: true, clickedAt: sql`coalesce(${headlineExposures.clickedAt}, excluded.clicked_at)` },
          setWhere: sql`${headlineExposures.group} = excluded."group"`,
        });
      return 'counted';
    },

    /**
     * Every article of the tenant with the test on (scheduled ones too: an editor may set a test up
     * before publishing), newest first, with impressions and clicks per group from one grouped query
     * over the exposures' readout index.
     */
    async readout(tenantId: string): Promise<HeadlineTestRecord[]> {
      const [tests, counts] = await Promise.all([
        db
          .select({
            articleId: articles.id,
            slug: articles.slug,
            title: articles.title,
            bTitle: articles.bTitle,
            publishedAt: publishedAtOfOut,
          })
          .from(articles)
          .where(and(eq(articles.tenantId, tenantId), eq(articles.abTesting, true)))
          .orderBy(desc(articles.publishedAt), desc(articles.id)),
        db
          .select({
            articleId: headlineExposures.articleId,
            group: headlineExposures.group,
            impressions: sql<number>`count(*)::int`,
            clicks: sql<number>`(count(*) filter (where ${headlineExposures.clicked}))::int`,
          })
          .from(headlineExposures)
          .innerJoin(
            articles,
            and(eq(articles.tenantId, headlineExposures.tenantId), eq(articles.id, headlineExposures.articleId)),
          )
          .where(and(eq(headlineExposures.tenantId, tenantId), eq(articles.abTesting, true)))
          .groupBy(headlineExposures.articleId, headlineExposures.group),
      ]);
      const byArticle = new Map<number, HeadlineTestRecord['groups']>();
      for (const row of counts) {
        const groups = byArticle.get(row.articleId) ?? {
          a: { impressions: 0, clicks: 0 },
          b: { impressions: 0, clicks: 0 },
        };
        groups[row.group] = { impressions: Number(row.impressions), clicks: Number(row.clicks) };
        byArticle.set(row.articleId, groups);
      }
      return tests.map((test) => ({
        ...test,
        groups: byArticle.get(test.articleId) ?? {
          a: { impressions: 0, clicks: 0 },
          b: { impressions: 0, clicks: 0 },
        },
      }));
    },

    /**
     * Ends a test: the winning headline becomes the title (the other one is kept as headline B, so
     * nothing the editor wrote is lost), the test is switched off and its exposures are removed, so a
     * later test of the same article starts from zero.
     */
    async endTest(tenantId: string, articleId: number, winner: HeadlineGroup): Promise<EndOutcome> {
      return db.transaction(async (tx): Promise<EndOutcome> => {
        const [article] = await tx
          .select({ title: articles.title, bTitle: articles.bTitle, abTesting: articles.abTesting })
          .from(articles)
          .where(and(eq(articles.tenantId, tenantId), eq(articles.id, articleId)))
          .for('update');
        if (article === undefined) return 'unknown-article';
        if (!article.abTesting) return 'not-under-test';
        const title = winner === 'b' ? article.bTitle : article.title;
        const bTitle = winner === 'b' ? article.title : article.bTitle;
        await tx
          .update(articles)
          .set({ title, bTitle, abTesting: false, updatedAt: now() })
          .where(and(eq(articles.tenantId, tenantId), eq(articles.id, articleId)));
        await tx
          .delete(headlineExposures)
          .where(and(eq(headlineExposures.tenantId, tenantId), eq(headlineExposures.articleId, articleId)));
        return { title };
      });
    },
  };
}

export type HeadlineTestsRepository = ReturnType<typeof createHeadlineTestsRepository>;
