import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { tenants } from '../schema';

/** A tenant's settings as the operator API changes them (PLT-09). */
export function createTenantSettingsRepository(db: Database) {
  return {
    /**
     * Removes the `removed` keys and merges `changed` into the stored settings, in one statement, so
     * concurrent changes of different keys do not overwrite each other. False for an unknown tenant.
     */
    async change(tenantId: string, changed: Record<string, unknown>, removed: string[]): Promise<boolean> {
      let settings: SQL = sql`${tenants.settings}`;
      for (const key of removed) settings = sql`(${settings} - ${key}::text)`;
      const updated = await db
        .update(tenants)
        .set({ settings: sql`${settings} || ${JSON.stringify(changed)}::jsonb` })
        .where(eq(tenants.id, tenantId))
        .returning({ id: tenants.id });
      return updated.length > 0;
    },
  };
}

export type TenantSettingsRepository = ReturnType<typeof createTenantSettingsRepository>;
