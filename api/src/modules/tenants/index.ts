import type { FastifyInstance } from 'fastify';
import { operatorArea } from './operator';
import { createTenantSettingsRepository } from './operator/tenant-settings-repository';
import { deleteTenantTemplateRoute } from './templates/delete-tenant-template';
import { getTemplateFileRoute } from './templates/get-template-file';
import { listTenantTemplatesRoute } from './templates/list-tenant-templates';
import { putTenantTemplateRoute } from './templates/put-tenant-template';
import { createTenantTemplatesRepository } from './templates/tenant-templates-repository';

/**
 * The operator API over the tenant registry (PLT-01, PLT-09). The registry itself (`app.tenants`) and
 * tenant resolution come from the tenant plugin, as every module needs them; the operator's writes go
 * through this module's own repositories, handed to the routes as options.
 */
export async function tenantsModule(app: FastifyInstance): Promise<void> {
  const tenantSettings = createTenantSettingsRepository(app.db);
  const templates = createTenantTemplatesRepository(app.db);
  await app.register(operatorArea, { tenantSettings });
  // PLT-04: the tenants' template files (decision 0043).
  await app.register(listTenantTemplatesRoute);
  await app.register(putTenantTemplateRoute, { templates });
  await app.register(deleteTenantTemplateRoute, { templates });
  await app.register(getTemplateFileRoute);
}
