import type { Database } from '../../db/client';

/** PRF-01: links the demo editor account to an author (to be written). */
export async function linkDemoAuthorAccounts(db: Database, options: { tenantId: string }): Promise<void> {
  void db;
  void options;
}
