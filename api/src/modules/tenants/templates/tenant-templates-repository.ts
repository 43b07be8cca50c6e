import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { tenantTemplates } from '../schema';

/** The tenants' template files (PLT-04, decision 0043), as the operator API writes them. */
export function createTenantTemplatesRepository(db: Database) {
  return {
    /** Writes the template, replacing one of the same name. */
    async put(tenantId: string, name: string, source: string): Promise<void> {
      await db
        .insert(tenantTemplates)
        .values({ tenantId, name, source })
        .onConflictDoUpdate({
          target: [tenantTemplates.tenantId, tenantTemplates.name],
          set: { source, updatedAt: new Date() },
        });
    },

    /** Removes the template; false when the tenant had none of that name. */
    async remove(tenantId: string, name: string): Promise<boolean> {
      const removed = await db
        .delete(tenantTemplates)
        .where(and(eq(tenantTemplates.tenantId, tenantId), eq(tenantTemplates.name, name)))
        .returning({ name: tenantTemplates.name });
      return removed.length > 0;
    },
  };
}

export type TenantTemplatesRepository = ReturnType<typeof createTenantTemplatesRepository>;
