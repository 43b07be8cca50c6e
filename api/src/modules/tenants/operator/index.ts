import type { FastifyPluginAsync } from 'fastify';
import { listTenantsRoute } from './list-tenants';
import { setTenantRemoteRoute } from './set-tenant-remote';
import type { TenantSettingsRepository } from './tenant-settings-repository';
import { updateTenantSettingsRoute } from './update-tenant-settings';

/** The operator's API over the registry (PLT-01, PLT-09): list the tenants, set a remote, change settings. */
export const operatorArea: FastifyPluginAsync<{ tenantSettings: TenantSettingsRepository }> = async (
  app,
  { tenantSettings },
) => {
  await app.register(listTenantsRoute);
  await app.register(setTenantRemoteRoute);
  await app.register(updateTenantSettingsRoute, { tenantSettings });
};
