import type { FastifyPluginAsync } from 'fastify';
import type { WebPushRepository } from '../web-push-repository';
import { createSubscriptionRoute } from './create-subscription';
import { deleteSubscriptionRoute } from './delete-subscription';
import { getPublicKeyRoute } from './get-public-key';
import { updateSubscriptionRoute } from './update-subscription';

/** WP-01's browsers: the tenant's VAPID public key, and a browser's subscription made, switched and ended. */
export const subscriptionsArea: FastifyPluginAsync<{ webPush: WebPushRepository }> = async (app, { webPush }) => {
  await app.register(getPublicKeyRoute, { webPush });
  await app.register(createSubscriptionRoute, { webPush });
  await app.register(updateSubscriptionRoute, { webPush });
  await app.register(deleteSubscriptionRoute, { webPush });
};
