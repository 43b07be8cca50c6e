import type { Database } from '../db/client';
import type { DemoRichContentOptions } from '../modules/content/demo/demo-rich-content';
import { seedDemoAds } from '../modules/ads/demo-ads';
import { seedDemoCollections } from '../modules/collections/demo-collections';
import { seedDemoHeadlineTests } from '../modules/content/headline-tests/demo-headline-tests';
import { seedDemoSmartBar } from '../modules/smart-bar/demo-smart-bar';

/**
 * Issue 16's demo, after the articles exist: collections (the club's players and trophies), ads in a
 * few slots (one rotating), headlines under an A/B test, a smart bar and the promotion overlay, so a
 * fresh start shows every site extra. Each part is idempotent and skips a tenant that has it.
 */
export async function seedDemoSiteExtras(db: Database, options: DemoRichContentOptions): Promise<void> {
  await seedDemoCollections(db, options);
  await seedDemoAds(db, options);
  await seedDemoHeadlineTests(db, options);
  await seedDemoSmartBar(db, options);
}
