import type { FastifyInstance } from 'fastify';
import { getAdminFrontEndRoute } from './get-admin-front-end';
import { getSiteSettingsRoute } from './get-site-settings';

/**
 * Per-tenant settings the front end reads: the pop-up and public keys (POP-01) and the admins' custom
 * code (ACC-20). Operators change them through the tenants module (`PATCH /api/admin/tenants/{id}/settings`).
 */
export async function siteSettingsModule(app: FastifyInstance): Promise<void> {
  await app.register(getSiteSettingsRoute);
  await app.register(getAdminFrontEndRoute);
}
