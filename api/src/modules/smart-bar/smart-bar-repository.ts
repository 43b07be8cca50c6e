import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { smartBarHides, smartBars } from './schema';
import type { SmartBarRecord } from './smart-bar-view';

/**
 * The tenant's smart bar and its closes (SB-01). Every read and write takes the tenant and filters on
 * it, so one tenant's bar is never shown, changed or counted on another's site.
 */
export function createSmartBarRepository(db: Database) {
  return {
    async current(tenantId: string): Promise<SmartBarRecord | null> {
      const [bar] = await db
        .select({ text: smartBars.text, link: smartBars.link, updatedAt: smartBars.updatedAt })
        .from(smartBars)
        .where(eq(smartBars.tenantId, tenantId))
        .limit(1);
      return bar ?? null;
    },

    /** Sets the tenant's bar (there is one bar per tenant: a second set replaces the first). */
    async set(input: SmartBarRecord & { tenantId: string; updatedBy: number | null }): Promise<void> {
      const values = { text: input.text, link: input.link, updatedAt: input.updatedAt, updatedBy: input.updatedBy };
      await db
        .insert(smartBars)
        .values({ tenantId: input.tenantId, ...values })
        .onConflictDoUpdate({ target: smartBars.tenantId, set: values });
    },

    /** Removes the tenant's bar; false when it had none. */
    async remove(tenantId: string): Promise<boolean> {
      const rows = await db
        .delete(smartBars)
        .where(eq(smartBars.tenantId, tenantId))
        .returning({ tenantId: smartBars.tenantId });
      return rows.length > 0;
    },

    /** Records that `viewerKey` closed the update of `updatedAt`; a second close of it changes nothing. */
    async recordHide(tenantId: string, viewerKey: string, updatedAt: Date): Promise<void> {
      await db.insert(smartBarHides).values({ tenantId, viewerKey, hiddenUpdateAt: updatedAt }).onConflictDoNothing();
    },

    /** How many viewers closed the update of `updatedAt`. */
    async hiddenCount(tenantId: string, updatedAt: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(smartBarHides)
        .where(and(eq(smartBarHides.tenantId, tenantId), eq(smartBarHides.hiddenUpdateAt, updatedAt)));
      return row?.value ?? 0;
    },
  };
}

export type SmartBarRepository = ReturnType<typeof createSmartBarRepository>;
