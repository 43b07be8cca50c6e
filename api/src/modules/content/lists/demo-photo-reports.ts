import type { Database } from '../../../db/client';
import type { DemoRichContentOptions } from '../demo-rich-content';

export async function seedDemoPhotoReports(_db: Database, _options: DemoRichContentOptions): Promise<void> {}
