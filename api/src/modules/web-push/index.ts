import type { FastifyInstance } from 'fastify';
import { createSubscriptionRoute } from './create-subscription';
import { deleteSubscriptionRoute } from './delete-subscription';
import { getPublicKeyRoute } from './get-public-key';
import { startScheduledPushes } from './scheduled-pushes';
import { updateSubscriptionRoute } from './update-subscription';
import { createWebPushRepository } from './web-push-repository';

/**
 * WP-01: web push. Browsers subscribe with the tenant's VAPID public key and post their subscription;
 * publishing an article that carries a push sends it to them (send-article-push.ts, called by the
 * editors' article routes, and every minute for scheduled articles whose time came: scheduled-pushes.ts).
 * The service worker that shows it is shell/src/service-worker/sw.js.
 */
export async function webPushModule(app: FastifyInstance): Promise<void> {
  const webPush = createWebPushRepository(app.db);
  await app.register(getPublicKeyRoute, { webPush });
  await app.register(createSubscriptionRoute, { webPush });
  await app.register(updateSubscriptionRoute, { webPush });
  await app.register(deleteSubscriptionRoute, { webPush });
  startScheduledPushes(app);
}
