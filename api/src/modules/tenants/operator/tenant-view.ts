import { z } from 'zod';
import { remoteNameSchema } from '../remotes';
import type { Tenant } from '../tenants-repository';

/** A tenant as the operator API shows it: everything but the real-time secret. */
export const tenantViewSchema = z
  .object({
    id: z.string(),
    folder: z.string(),
    language: z.enum(['en', 'nl']),
    name: z.string(),
    hosts: z.array(z.string()),
    theme: z.object({ logoUrl: z.string(), primaryColor: z.string(), accentColor: z.string() }),
    realtime: z.object({ app_id: z.string(), key: z.string() }),
    remotes: z.array(
      z.object({ name: remoteNameSchema, version: z.string(), entry: z.string(), enabled: z.boolean() }),
    ),
  })
  .meta({ id: 'TenantView' });

type TenantView = z.infer<typeof tenantViewSchema>;

export function toTenantView(tenant: Tenant): TenantView {
  return {
    id: tenant.id,
    folder: tenant.folder,
    language: tenant.language,
    name: tenant.name,
    hosts: tenant.hosts,
    theme: tenant.theme,
    realtime: { app_id: tenant.realtime.appId, key: tenant.realtime.key },
    remotes: tenant.remotes,
  };
}
