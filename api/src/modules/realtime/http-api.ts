import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, HttpError } from '../../lib/http-error';
import { channelKind, checkChannelName } from './server/channels';
import type { RealtimeApp, RealtimeAppResolver, RealtimeServer } from './server/realtime-server';
import { socketIdPattern, verifyRequest } from './signatures';

/**
 * The Pusher HTTP API (library_auth_reference/rest-api.md) on the API's port, so the official `pusher`
 * SDK publishes to the embedded server unchanged. Every request is signed with the app's secret (key,
 * timestamp within 600 s, body md5, HMAC signature); the app is found by the id in the path and nothing
 * an app sees or reaches belongs to another.
 *
 * Success bodies are Pusher's (`{}`, `{channels: …}`), not the `{data}` envelope: the SDK and every
 * other Pusher tool read them. Failures keep the API's one error shape with Pusher's status codes.
 */

interface HttpApiOptions {
  server: RealtimeServer;
  apps: RealtimeAppResolver;
}

const appParams = z.object({ appId: z.string().min(1).max(64) });
const channelParams = appParams.extend({ channelName: z.string().min(1).max(1_000) });

/** One event as the SDK sends it; validated in the handler so failures are Pusher's 400, not a form's 422. */
const eventSchema = z.object({
  name: z.string().min(1),
  data: z.string(),
  channels: z.array(z.string()).optional(),
  channel: z.string().optional(),
  socket_id: z.string().optional(),
  info: z.string().optional(),
});

const batchSchema = z.object({ batch: z.array(eventSchema.omit({ channels: true }).extend({ channel: z.string() })) });

const channelInfoSchema = z.object({
  user_count: z.number().int().optional(),
  subscription_count: z.number().int().optional(),
});
const triggerResponse = z.object({ channels: z.record(z.string(), channelInfoSchema).optional() });
const batchResponse = z.object({ batch: z.array(channelInfoSchema).optional() });

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 413: errorResponse };

type InfoAttribute = 'user_count' | 'subscription_count';

const rawBodies = new WeakMap<FastifyRequest, Buffer>();
const authenticated = new WeakMap<FastifyRequest, RealtimeApp>();

function rawQuery(request: FastifyRequest): Map<string, string> {
  const start = request.url.indexOf('?');
  // Decoded values, as the SDK signs them (it does not escape `-`, `,` or `=` in values).
  return new Map(start === -1 ? [] : new URLSearchParams(request.url.slice(start + 1)));
}

function parseInfo(value: string | undefined): InfoAttribute[] {
  if (value === undefined || value === '') return [];
  const attributes: InfoAttribute[] = [];
  for (const part of value.split(',')) {
    const attribute = part.trim();
    if (attribute === 'user_count' || attribute === 'subscription_count') attributes.push(attribute);
    else
      throw new HttpError(
        400,
        `Unknown info attribute ${attribute.slice(0, 50)}; use user_count or subscription_count`,
      );
  }
  return attributes;
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue === undefined ? 'Invalid body' : `${issue.path.join('.') || 'body'}: ${issue.message}`;
}

export const httpApiRoutes: FastifyPluginAsyncZod<HttpApiOptions> = async (app, { server, apps }) => {
  const { limits } = server;

  // The signature covers the body's md5, so this scope keeps the raw bytes (encapsulated: the rest of
  // the API keeps Fastify's own JSON parser).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
    rawBodies.set(request, bytes);
    if (bytes.length === 0) return done(null, {});
    try {
      done(null, JSON.parse(bytes.toString('utf8')));
    } catch {
      done(new HttpError(400, 'The body is not valid JSON'), undefined);
    }
  });

  // Before schema validation: an unsigned request learns nothing, not even which fields it got wrong.
  app.addHook('preValidation', async (request) => {
    const parsed = appParams.safeParse(request.params);
    if (!parsed.success) throw new HttpError(404, 'Unknown app');
    const realtimeApp = await apps.byId(parsed.data.appId);
    if (realtimeApp === undefined) throw new HttpError(404, `Unknown app ${parsed.data.appId}`);
    const check = verifyRequest(realtimeApp, {
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      params: rawQuery(request),
      body: rawBodies.get(request),
    });
    if (!check.ok) throw new HttpError(401, check.reason);
    authenticated.set(request, realtimeApp);
  });

  function appOf(request: FastifyRequest): RealtimeApp {
    const realtimeApp = authenticated.get(request);
    // The hook above runs for every route of this scope; reaching here without it is our bug.
    if (realtimeApp === undefined) throw new Error('realtime HTTP API: request not authenticated');
    return realtimeApp;
  }

  function checkEvent(event: { name: string; data: string; socket_id?: string }, channels: string[]): void {
    if (event.name.length > limits.maxEventNameLength) {
      throw new HttpError(400, `Event names are at most ${limits.maxEventNameLength} characters`);
    }
    if (Buffer.byteLength(event.data, 'utf8') > limits.maxEventDataBytes) {
      throw new HttpError(413, `Event data is larger than ${limits.maxEventDataBytes} bytes`);
    }
    if (channels.length === 0) throw new HttpError(400, 'Name at least one channel');
    if (channels.length > limits.maxChannelsPerEvent) {
      throw new HttpError(400, `At most ${limits.maxChannelsPerEvent} channels per event`);
    }
    for (const channel of channels) {
      const check = checkChannelName(channel);
      if (!check.ok) throw new HttpError(400, `${channel.slice(0, 200)}: ${check.reason}`);
    }
    if (event.socket_id !== undefined && !socketIdPattern.test(event.socket_id)) {
      throw new HttpError(400, 'socket_id must look like 1234.5678');
    }
  }

  async function describe(
    appId: string,
    channel: string,
    attributes: InfoAttribute[],
  ): Promise<z.infer<typeof channelInfoSchema>> {
    const summary = await server.channel(appId, channel);
    const info: z.infer<typeof channelInfoSchema> = {};
    if (attributes.includes('subscription_count')) info.subscription_count = summary?.subscriptionCount ?? 0;
    if (attributes.includes('user_count') && channelKind(channel) === 'presence')
      info.user_count = summary?.userIds?.size ?? 0;
    return info;
  }

  const routeConfig = { bodyLimit: 256 * 1024 };

  app.post(
    '/apps/:appId/events',
    {
      ...routeConfig,
      schema: {
        tags: ['Real time'],
        summary: 'Pusher HTTP API: trigger an event on one or more channels',
        params: appParams,
        response: { 200: triggerResponse, ...errors },
      },
    },
    async (request) => {
      const realtimeApp = appOf(request);
      const parsed = eventSchema.safeParse(request.body);
      if (!parsed.success) throw new HttpError(400, firstIssue(parsed.error));
      const event = parsed.data;
      const channels = event.channels ?? (event.channel === undefined ? [] : [event.channel]);
      checkEvent(event, channels);
      const attributes = parseInfo(event.info);
      server.publish(realtimeApp.id, channels, event.name, event.data, event.socket_id);
      if (attributes.length === 0) return {};
      const described: Record<string, z.infer<typeof channelInfoSchema>> = {};
      for (const channel of channels) described[channel] = await describe(realtimeApp.id, channel, attributes);
      return { channels: described };
    },
  );

  app.post(
    '/apps/:appId/batch_events',
    {
      ...routeConfig,
      schema: {
        tags: ['Real time'],
        summary: 'Pusher HTTP API: trigger up to 10 events at once',
        params: appParams,
        response: { 200: batchResponse, ...errors },
      },
    },
    async (request) => {
      const realtimeApp = appOf(request);
      const parsed = batchSchema.safeParse(request.body);
      if (!parsed.success) throw new HttpError(400, firstIssue(parsed.error));
      const { batch } = parsed.data;
      if (batch.length > limits.maxBatchSize)
        throw new HttpError(400, `At most ${limits.maxBatchSize} events per batch`);
      // All or nothing: check every event before publishing any.
      for (const event of batch) checkEvent(event, [event.channel]);
      const attributes = batch.map((event) => parseInfo(event.info));
      batch.forEach((event) =>
        server.publish(realtimeApp.id, [event.channel], event.name, event.data, event.socket_id),
      );
      if (attributes.every((list) => list.length === 0)) return {};
      const described = [];
      for (const [index, event] of batch.entries())
        described.push(await describe(realtimeApp.id, event.channel, attributes[index] ?? []));
      return { batch: described };
    },
  );

  app.get(
    '/apps/:appId/channels',
    {
      schema: {
        tags: ['Real time'],
        summary: 'Pusher HTTP API: occupied channels (filter_by_prefix, info=user_count for presence)',
        params: appParams,
        response: { 200: z.object({ channels: z.record(z.string(), channelInfoSchema) }), ...errors },
      },
    },
    async (request) => {
      const realtimeApp = appOf(request);
      const query = rawQuery(request);
      const prefix = query.get('filter_by_prefix') || undefined;
      const attributes = parseInfo(query.get('info'));
      if (attributes.includes('user_count') && !(prefix ?? '').startsWith('presence-')) {
        throw new HttpError(400, 'info=user_count needs filter_by_prefix=presence-');
      }
      const channels: Record<string, z.infer<typeof channelInfoSchema>> = {};
      for (const [name, summary] of await server.channels(realtimeApp.id, prefix)) {
        const info: z.infer<typeof channelInfoSchema> = {};
        if (attributes.includes('user_count')) info.user_count = summary.userIds?.size ?? 0;
        if (attributes.includes('subscription_count')) info.subscription_count = summary.subscriptionCount;
        channels[name] = info;
      }
      return { channels };
    },
  );

  app.get(
    '/apps/:appId/channels/:channelName',
    {
      schema: {
        tags: ['Real time'],
        summary: 'Pusher HTTP API: one channel (occupied; info=user_count,subscription_count)',
        params: channelParams,
        response: { 200: channelInfoSchema.extend({ occupied: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const realtimeApp = appOf(request);
      const { channelName } = request.params;
      const name = checkChannelName(channelName);
      if (!name.ok) throw new HttpError(400, name.reason);
      const attributes = parseInfo(rawQuery(request).get('info'));
      if (attributes.includes('user_count') && name.kind !== 'presence') {
        throw new HttpError(400, 'user_count is only available for presence channels');
      }
      const summary = await server.channel(realtimeApp.id, channelName);
      return {
        occupied: summary !== undefined && summary.subscriptionCount > 0,
        ...(attributes.includes('user_count') ? { user_count: summary?.userIds?.size ?? 0 } : {}),
        ...(attributes.includes('subscription_count') ? { subscription_count: summary?.subscriptionCount ?? 0 } : {}),
      };
    },
  );

  app.get(
    '/apps/:appId/channels/:channelName/users',
    {
      schema: {
        tags: ['Real time'],
        summary: 'Pusher HTTP API: the users of a presence channel',
        params: channelParams,
        response: { 200: z.object({ users: z.array(z.object({ id: z.string() })) }), ...errors },
      },
    },
    async (request) => {
      const realtimeApp = appOf(request);
      const { channelName } = request.params;
      const name = checkChannelName(channelName);
      if (!name.ok) throw new HttpError(400, name.reason);
      if (name.kind !== 'presence') throw new HttpError(400, 'Users are only available for presence channels');
      const members = await server.members(realtimeApp.id, channelName);
      return { users: [...members.keys()].map((id) => ({ id })) };
    },
  );
};
