import { z } from 'zod';
import { adSlugSchema } from './ad-view';

export const tenantQuery = z.object({ tenant_id: z.string().max(100).optional() });

/** The operator API's tenant, named in the path (not the caller's Host or X-Tenant-Id). */
export const operatorTenantParams = z.object({ tenantId: z.string().min(1).max(100) });

export const operatorAdParams = operatorTenantParams.extend({ slug: adSlugSchema });
