import { z } from 'zod';

/** Postgres integer ids: anything larger cannot be one of ours (and would not fit the column). */
export const notificationIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const tenantQuery = z.object({ tenant_id: z.string().max(100).optional() });
