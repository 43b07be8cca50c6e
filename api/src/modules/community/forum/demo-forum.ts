import type { Database } from '../../../db/client';
import type { DemoLanguage } from '../../../demo/language';

/** FRM-*: demo topics (to be written). */
export async function seedDemoForum(
  db: Database,
  options: { tenantId: string; language: DemoLanguage; userIds: readonly number[]; now: Date },
): Promise<void> {
  void db;
  void options;
}
