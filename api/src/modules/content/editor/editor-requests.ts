import { z } from 'zod';

export const articleIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const tenantQuery = z.object({ tenant_id: z.string().max(100).optional() });

export const revisionParams = articleIdParams.extend({
  number: z.coerce.number().int().positive().max(2_147_483_647),
});
