import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Pusher from 'pusher';
import PusherJS, { type Channel, type Options } from 'pusher-js';
import WebSocket from 'ws';
import { tenants as tenantsTable } from '../../../src/modules/tenants/schema';
import { buildTestApp, type TestAppOptions } from '../../helper';

/**
 * The conformance suite's harness (research/realtime.md §7): the real API listening on an ephemeral
 * loopback port, real pusher-js 8 clients (Node build), the real `pusher` SDK, and raw `ws` sockets for
 * clients that misbehave. Everything a test opens is closed by `cleanup()`.
 */

/** The seeded development credentials (api/README.md). */
export const apps = {
  tribune: { tenant: 'tribune', appId: '1001', key: 'tribune-dev-key', secret: 'tribune-dev-secret' },
  tribuneNl: { tenant: 'tribune-nl', appId: '1002', key: 'tribune-nl-dev-key', secret: 'tribune-nl-dev-secret' },
} as const;

export type TestRealtimeApp = (typeof apps)[keyof typeof apps];

const defaultTimeoutMs = 5_000;

interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

interface Bindable {
  bind(event: string, callback: (...args: never[]) => void): unknown;
  unbind(event: string, callback: (...args: never[]) => void): unknown;
}

/** The first `event` on `target` (a channel, a connection, a client), with its callback's arguments. */
export function once<T = unknown>(target: Bindable, event: string, timeoutMs = defaultTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const callback = (value: T) => {
      clearTimeout(timer);
      target.unbind(event, callback);
      resolve(value);
    };
    const timer = setTimeout(() => {
      target.unbind(event, callback);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    target.bind(event, callback);
  });
}

/** Resolves when the channel is subscribed; rejects with the subscription error (or a timeout). */
export function subscribed(channel: Channel, timeoutMs = defaultTimeoutMs): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const cleanup = () => {
      clearTimeout(timer);
      channel.unbind('pusher:subscription_succeeded', succeeded);
      channel.unbind('pusher:subscription_error', failed);
    };
    const succeeded = () => {
      cleanup();
      resolve();
    };
    const failed = (error: unknown) => {
      cleanup();
      reject(
        Object.assign(new Error(`subscription to ${channel.name} failed: ${JSON.stringify(error)}`), { detail: error }),
      );
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`no subscription result for ${channel.name} within ${timeoutMs} ms`));
    }, timeoutMs);
    channel.bind('pusher:subscription_succeeded', succeeded);
    channel.bind('pusher:subscription_error', failed);
  });
}

/** The subscription error a refused channel gets (`{type, error, status}`). */
export function subscriptionError(
  channel: Channel,
  timeoutMs = defaultTimeoutMs,
): Promise<{ type: string; error: string; status: number }> {
  return once(channel, 'pusher:subscription_error', timeoutMs);
}

/** Records every event of a channel, so a test can check what arrived (and what did not). */
export function record(channel: Channel): { events: { event: string; data: unknown; metadata?: unknown }[] } {
  const log: { events: { event: string; data: unknown; metadata?: unknown }[] } = { events: [] };
  channel.bind_global((event: string, data: unknown, metadata?: unknown) => {
    if (!event.startsWith('pusher:') && !event.startsWith('pusher_internal:'))
      log.events.push({ event, data, metadata });
  });
  return log;
}

/** A raw WebSocket speaking the protocol by hand, with a queue of parsed frames to await. */
export class RawClient {
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: { predicate: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      const text = data.toString();
      let frame: Frame;
      try {
        frame = JSON.parse(text) as Frame;
      } catch {
        return;
      }
      const index = this.waiters.findIndex((waiter) => waiter.predicate(frame));
      if (index === -1) {
        this.frames.push(frame);
        return;
      }
      const [waiter] = this.waiters.splice(index, 1);
      waiter?.resolve(frame);
    });
    ws.on('error', () => undefined);
    this.closed = new Promise((resolve) =>
      ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The next frame (already received or still to come) for which `predicate` holds. */
  next(predicate: (frame: Frame) => boolean = () => true, timeoutMs = defaultTimeoutMs): Promise<Frame> {
    const index = this.frames.findIndex(predicate);
    if (index !== -1) {
      const [frame] = this.frames.splice(index, 1);
      if (frame !== undefined) return Promise.resolve(frame);
    }
    return new Promise<Frame>((resolve, reject) => {
      const waiter = {
        predicate,
        resolve: (frame: Frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((candidate) => candidate !== waiter);
        reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames).slice(0, 500)}`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  event(name: string, timeoutMs?: number): Promise<Frame> {
    return this.next((frame) => frame.event === name, timeoutMs);
  }

  /** The socket id of the handshake. */
  async socketId(): Promise<string> {
    const established = await this.event('pusher:connection_established');
    return (JSON.parse(String(established.data)) as { socket_id: string }).socket_id;
  }

  close(): void {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.terminate();
  }
}

export interface RealtimeHarness {
  app: FastifyInstance;
  port: number;
  url: string;
  /** A pusher-js client of `app` (default: the English tenant), connecting at once. */
  client(options?: Partial<Options> & { key?: string }): PusherJS;
  /** A pusher-js client that has reached `connected`. */
  connectedClient(options?: Partial<Options> & { key?: string }): Promise<PusherJS>;
  /** The official SDK with a tenant's credentials (or overrides, to sign wrongly on purpose). */
  sdk(app?: TestRealtimeApp, overrides?: Partial<{ appId: string; key: string; secret: string }>): Pusher;
  /** A raw WebSocket at `/app/{key}` (or any path), open. */
  raw(path?: string): Promise<RawClient>;
  /** Signs a channel as the auth endpoint would (for pusher-js `customHandler`). */
  authorizer(
    app?: TestRealtimeApp,
    presence?: (socketId: string) => { user_id: string; user_info?: Record<string, unknown> },
  ): Options['channelAuthorization'];
  enableClientEvents(tenantId: string, enabled: boolean): Promise<void>;
  /** Disconnects every client this harness opened. */
  cleanup(): Promise<void>;
  close(): Promise<void>;
}

function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the app is not listening on a TCP port');
  return address.port;
}

export function pusherClientOptions(port: number, options: Partial<Options> = {}): Options {
  return {
    cluster: 'tribune',
    wsHost: '127.0.0.1',
    wsPort: port,
    wssPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    ...options,
  };
}

export function sdkFor(
  port: number,
  app: TestRealtimeApp = apps.tribune,
  overrides: Partial<{ appId: string; key: string; secret: string }> = {},
): Pusher {
  return new Pusher({
    appId: overrides.appId ?? app.appId,
    key: overrides.key ?? app.key,
    secret: overrides.secret ?? app.secret,
    host: '127.0.0.1',
    port: String(port),
    useTLS: false,
    timeout: 5_000,
  });
}

export function openRaw(url: string): Promise<RawClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const client = new RawClient(ws);
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

/** Starts the API on an ephemeral loopback port. */
export async function startRealtimeApp(options: TestAppOptions = {}): Promise<RealtimeHarness> {
  const app = await buildTestApp(options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return harnessFor(app);
}

export function harnessFor(app: FastifyInstance): RealtimeHarness {
  const port = portOf(app);
  const url = `ws://127.0.0.1:${port}`;
  const clients = new Set<PusherJS>();
  const raws = new Set<RawClient>();

  const harness: RealtimeHarness = {
    app,
    port,
    url,
    client(options = {}) {
      const { key, ...rest } = options;
      const client = new PusherJS(key ?? apps.tribune.key, pusherClientOptions(port, rest));
      clients.add(client);
      return client;
    },
    async connectedClient(options = {}) {
      const client = harness.client(options);
      if (client.connection.state !== 'connected') await once(client.connection, 'connected');
      return client;
    },
    sdk(app, overrides) {
      return sdkFor(port, app, overrides);
    },
    async raw(path = `/app/${apps.tribune.key}?protocol=7&client=js&version=8.6.0`) {
      const client = await openRaw(`${url}${path}`);
      raws.add(client);
      return client;
    },
    authorizer(app = apps.tribune, presence) {
      const signer = sdkFor(port, app);
      return {
        endpoint: 'unused',
        transport: 'ajax',
        customHandler: ({ socketId, channelName }, callback) => {
          callback(null, signer.authorizeChannel(socketId, channelName, presence?.(socketId)));
        },
      };
    },
    async enableClientEvents(tenantId, enabled) {
      await app.db
        .update(tenantsTable)
        .set({ settings: { realtime: { clientEvents: enabled } } })
        .where(eq(tenantsTable.id, tenantId));
      app.tenants.invalidate();
    },
    async cleanup() {
      for (const client of clients) client.disconnect();
      clients.clear();
      for (const raw of raws) raw.close();
      raws.clear();
    },
    async close() {
      await harness.cleanup();
      await app.close();
    },
  };
  return harness;
}

/** A unique channel name per call, so tests never see each other's traffic. */
let channelSequence = 0;
export function uniqueChannel(prefix = 'fixture'): string {
  channelSequence += 1;
  return `${prefix}-${process.pid}${channelSequence}${Math.floor(Math.random() * 1e6)}`;
}

/** Calls `check` until it returns true (or `timeoutMs` passes): for state the server updates a moment later. */
export async function eventually(
  check: () => Promise<boolean> | boolean,
  timeoutMs = defaultTimeoutMs,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
