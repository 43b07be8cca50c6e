import type { FastifyInstance } from 'fastify';
import { sendAdminFeedbackRoute } from './send-admin-feedback';

/**
 * The admins' feedback widget (ACC-20, docs/decisions/0044): reports from a tenant's admins, mailed to
 * the tenant's team and optionally posted to the tenant's own endpoint. Depends on the mail module.
 */
export async function adminFeedbackModule(app: FastifyInstance): Promise<void> {
  await app.register(sendAdminFeedbackRoute);
}
