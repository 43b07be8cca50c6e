import type { FastifyInstance } from 'fastify';
import { startScheduledPushes } from './delivery/scheduled-pushes';
import { subscriptionsArea } from './subscriptions';
import { createWebPushRepository } from './web-push-repository';

/**
 * WP-01: web push. Browsers subscribe with the tenant's VAPID public key and post their subscription
 * (subscriptions/); publishing an article that carries a push sends it to them (delivery/: the
 * editors' article routes call send-article-push.ts, and every minute scheduled articles whose time
 * came go out: scheduled-pushes.ts). The service worker that shows it is shell/src/service-worker/sw.js.
 */
export async function webPushModule(app: FastifyInstance): Promise<void> {
  const webPush = createWebPushRepository(app.db);
  await app.register(subscriptionsArea, { webPush });
  startScheduledPushes(app, { webPush, tenants: app.tenants });
}
