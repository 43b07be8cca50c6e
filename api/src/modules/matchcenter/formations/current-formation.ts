import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { userFormations } from './schema';

/**
 * ACC-11 `current_formation_id`: the user's most recently saved line-up in this tenant (MC-10), or
 * null. One read on user_formations_tenant_user_updated_idx. Read for the accounts module
 * (`app.accounts.currentFormationId`), which does not read matchcenter's tables.
 */
export async function findCurrentFormationId(db: Database, tenantId: string, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: userFormations.id })
    .from(userFormations)
    .where(and(eq(userFormations.tenantId, tenantId), eq(userFormations.userId, userId)))
    .orderBy(desc(userFormations.updatedAt), desc(userFormations.id))
    .limit(1);
  return row?.id ?? null;
}
