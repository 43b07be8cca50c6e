import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../lib/http-error';
import { checkChannelName } from './server/channels';
import { mayRead } from './channel-policy';
import { signChannel, socketIdPattern } from './signatures';

/** The default of `REALTIME_AUTH_ENDPOINT`, which the bootstrap hands to pusher-js. */
const broadcastingAuthPath = '/api/broadcasting/auth';

const authBody = z.object({
  socket_id: z.string().regex(socketIdPattern),
  channel_name: z.string().min(1).max(200),
});

/**
 * POST /api/broadcasting/auth: pusher-js asks here before it subscribes to a `private-` or `presence-`
 * channel (form-encoded `socket_id` and `channel_name`, with the session's bearer token and
 * `X-Tenant-Id`). Logged-in users only, and only for the channels `mayRead` allows; the answer is
 * signed with the tenant's secret exactly as Pusher does, so it works for the embedded server and for
 * any external engine holding the same credentials.
 *
 * The 200 body is the one pusher-js reads (`{auth, channel_data?}`), not the `{data}` envelope.
 */
export const broadcastingAuthRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    broadcastingAuthPath,
    {
      schema: {
        tags: ['Real time'],
        summary: 'Authorise a private or presence channel subscription (pusher-js channelAuthorization)',
        security: [{ bearerAuth: [] }],
        body: authBody,
        response: {
          200: z.object({ auth: z.string(), channel_data: z.string().optional() }),
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const tenant = await request.requireTenant();
      const { user } = await request.requireUser();
      const { socket_id: socketId, channel_name: channel } = request.body;
      reply.header('cache-control', 'no-store');
      const name = checkChannelName(channel);
      if (!name.ok) throw new HttpError(403, request.t('error.channelForbidden'));
      const decision = mayRead(user, channel);
      if (!decision.allowed) {
        request.log.info(
          { userId: user.id, channel, reason: decision.reason },
          'realtime: channel authorisation refused',
        );
        throw new HttpError(403, request.t('error.channelForbidden'));
      }
      if (name.kind === 'presence') {
        // What other members see of this one: nothing private (no e-mail), and small (≤ 1 KB).
        const channelData = JSON.stringify({
          user_id: String(user.id),
          user_info: { username: user.username, image: user.image ?? null },
        });
        return { auth: signChannel(tenant.realtime, socketId, channel, channelData), channel_data: channelData };
      }
      return { auth: signChannel(tenant.realtime, socketId, channel) };
    },
  );
};
