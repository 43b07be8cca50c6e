import { and, desc, eq, like, lte, notInArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { DemoRichContentOptions } from '../demo/demo-rich-content';
import { articles } from '../schema';
import { headlineExposures, type HeadlineGroup } from './schema';

interface DemoTest {
  /** Which of the newest published news articles (0: the newest) runs it: all on the home page's first page. */
  position: number;
  a: { impressions: number; clicks: number };
  b: { impressions: number; clicks: number };
}

/**
 * Three tests with counts that tell their own story in the readout: B clearly better (3 % against
 * 7.5 % over 600 viewers each: the interval [+2.0, +7.0] points excludes 0), one still below the
 * minimum sample, and one that has only just started.
 */
const DEMO_TESTS: readonly DemoTest[] = [
  { position: 1, a: { impressions: 600, clicks: 18 }, b: { impressions: 600, clicks: 45 } },
  { position: 3, a: { impressions: 80, clicks: 6 }, b: { impressions: 80, clicks: 8 } },
  { position: 5, a: { impressions: 12, clicks: 1 }, b: { impressions: 11, clicks: 0 } },
];

/** The demo's viewers: plainly not real ones (real keys are `visitor:{id}` and `user:{id}`). */
const demoViewerPrefix = 'demo-visitor:';

/**
 * AB-01's demo: three of the newest news articles (their B headlines were written by the demo writer
 * in the tenant's language) run a headline test, with exposures of demo viewers so the editors'
 * readout shows a significant test and tests still collecting. The demo articles' other A/B flags are
 * switched off, so "a few recent headlines under test" is what a visitor and the readout see. Skips a
 * tenant that already has demo exposures, so a second run changes nothing.
 */
export async function seedDemoHeadlineTests(db: Database, options: DemoRichContentOptions): Promise<void> {
  const { tenantId, now } = options;
  const [existing] = await db
    .select({ articleId: headlineExposures.articleId })
    .from(headlineExposures)
    .where(and(eq(headlineExposures.tenantId, tenantId), like(headlineExposures.viewerKey, `${demoViewerPrefix}%`)))
    .limit(1);
  if (existing !== undefined) return;

  const newest = await db
    .select({ id: articles.id, title: articles.title, bTitle: articles.bTitle })
    .from(articles)
    .where(and(eq(articles.tenantId, tenantId), eq(articles.kind, 'news'), lte(articles.publishedAt, now)))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(Math.max(...DEMO_TESTS.map((test) => test.position)) + 1);

  const chosen = DEMO_TESTS.flatMap((test) => {
    const article = newest[test.position];
    // A test needs two different headlines.
    return article !== undefined && article.bTitle.trim() !== '' && article.bTitle !== article.title
      ? [{ test, articleId: article.id }]
      : [];
  });
  const chosenIds = chosen.map(({ articleId }) => articleId);

  await db
    .update(articles)
    .set({ abTesting: false })
    .where(
      chosenIds.length > 0
        ? and(eq(articles.tenantId, tenantId), eq(articles.abTesting, true), notInArray(articles.id, chosenIds))
        : and(eq(articles.tenantId, tenantId), eq(articles.abTesting, true)),
    );
  if (chosenIds.length === 0) return;
  for (const articleId of chosenIds) {
    await db
      .update(articles)
      .set({ abTesting: true })
      .where(and(eq(articles.tenantId, tenantId), eq(articles.id, articleId)));
  }

  let viewer = 0;
  const rows: (typeof headlineExposures.$inferInsert)[] = [];
  for (const { test, articleId } of chosen) {
    for (const group of ['a', 'b'] as const satisfies readonly HeadlineGroup[]) {
      const { impressions, clicks } = test[group];
      for (let n = 0; n < impressions; n++) {
        viewer += 1;
        // Seen over the last days, the clickers spread evenly among them.
        const seenAt = new Date(now.getTime() - ((viewer * 7919) % (3 * 24 * 60)) * 60_000);
        const clicked = n < clicks;
        rows.push({
          tenantId,
          articleId,
          viewerKey: `${demoViewerPrefix}${viewer}`,
          group,
          clicked,
          seenAt,
          clickedAt: clicked ? seenAt : null,
        });
      }
    }
  }
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insert(headlineExposures)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing();
  }
}
