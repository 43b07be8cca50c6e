import type { Database } from '../../db/client';
import type { DemoRichContentOptions } from './demo-rich-content';

export async function seedDemoMediaArticles(_db: Database, _options: DemoRichContentOptions): Promise<void> {}
