import type { Database } from '../../../db/client';
import type { DemoLanguage } from '../../../demo/language';
import { seedDemoMediaArticles } from './demo-media-articles';
import { seedDemoEmbeds } from '../embeds/demo-embeds';
import { seedDemoLiveblogs } from '../liveblog/demo-liveblogs';
import { seedDemoPhotoReports } from '../lists/demo-photo-reports';
import { seedDemoPolls } from '../polls/demo-polls';

export interface DemoRichContentOptions {
  tenantId: string;
  language: DemoLanguage;
  userIds: number[];
  now: Date;
}

/**
 * Issue 15's demo content, after the newsroom's articles exist: live blogs (one on a match the simulator
 * plays), polls in articles, articles with embeds, video and lightbox images, and photo reports, so a
 * fresh start shows every content feature. Each part is idempotent and skips a tenant that has it.
 */
export async function seedDemoRichContent(db: Database, options: DemoRichContentOptions): Promise<void> {
  await seedDemoMediaArticles(db, options);
  await seedDemoPhotoReports(db, options);
  await seedDemoPolls(db, options);
  await seedDemoEmbeds(db, options);
  await seedDemoLiveblogs(db, options);
}
