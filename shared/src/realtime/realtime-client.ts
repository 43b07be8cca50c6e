import type { Bootstrap } from '../bootstrap/bootstrap';

export type RealtimeHandler = (data: unknown) => void;

export interface RealtimeClient {
  /** Subscribes to one event of one channel; returns the unsubscribe. Opens the connection on first use. */
  subscribe(channel: string, event: string, handler: RealtimeHandler): () => void;
  /** Called after the connection comes back, so subscribers can refetch what they missed. */
  onReconnect(listener: () => void): () => void;
  /** Drops the connection (logout changes who may read private channels). */
  disconnect(): void;
}

interface PusherLike {
  subscribe(channel: string): ChannelLike;
  unsubscribe(channel: string): void;
  disconnect(): void;
  connection: { bind(event: string, callback: (states: { previous: string; current: string }) => void): void };
}
interface ChannelLike {
  bind(event: string, callback: (data: unknown) => void): void;
  unbind(event: string, callback: (data: unknown) => void): void;
}

export interface RealtimeClientOptions {
  settings: Bootstrap['realtime'];
  tenantId: string;
  getToken: () => string | null;
  /** Injected by tests; the browser loads pusher-js lazily so pages without live parts never pay for it. */
  loadPusher?: () => Promise<new (key: string, options: Record<string, unknown>) => PusherLike>;
}

/**
 * PLT-05: one Pusher-protocol connection per page, opened lazily on the first subscription and shared
 * by every remote through `@tribune/shared`. A missing or failing real-time server never breaks a page:
 * subscriptions simply stay silent until it comes back.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const loadPusher = options.loadPusher ?? defaultLoadPusher;
  let pusherPromise: Promise<PusherLike | null> | null = null;
  const reconnectListeners = new Set<() => void>();
  // channel -> number of active subscriptions, so the channel is left when the last one goes.
  const channelUsers = new Map<string, number>();
  let disconnected = false;

  function connect(): Promise<PusherLike | null> {
    pusherPromise ??= loadPusher()
      .then((Pusher) => {
        const { settings } = options;
        const pusher = new Pusher(settings.key, {
          cluster: 'tribune',
          wsHost: settings.host,
          wsPort: settings.port,
          wssPort: settings.port,
          forceTLS: settings.tls,
          enabledTransports: ['ws', 'wss'],
          disableStats: true,
          channelAuthorization: {
            endpoint: settings.authEndpoint,
            transport: 'ajax',
            headersProvider: () => {
              const token = options.getToken();
              return { 'X-Tenant-Id': options.tenantId, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
            },
          },
        });
        let connectedBefore = false;
        pusher.connection.bind('state_change', ({ current }) => {
          if (current !== 'connected') return;
          if (connectedBefore) for (const listener of reconnectListeners) listener();
          connectedBefore = true;
        });
        return pusher;
      })
      .catch((error: unknown) => {
        console.error('Real-time connection unavailable', error);
        return null;
      });
    return pusherPromise;
  }

  return {
    subscribe(channelName, event, handler) {
      let active = true;
      disconnected = false;
      channelUsers.set(channelName, (channelUsers.get(channelName) ?? 0) + 1);
      const ready = connect().then((pusher) => {
        if (!pusher || !active) return null;
        const channel = pusher.subscribe(channelName);
        channel.bind(event, handler);
        return { pusher, channel };
      });
      return () => {
        active = false;
        const remaining = (channelUsers.get(channelName) ?? 1) - 1;
        if (remaining > 0) channelUsers.set(channelName, remaining);
        else channelUsers.delete(channelName);
        void ready.then((subscription) => {
          if (!subscription) return;
          subscription.channel.unbind(event, handler);
          if (!channelUsers.has(channelName) && !disconnected) subscription.pusher.unsubscribe(channelName);
        });
      };
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    disconnect() {
      disconnected = true;
      void pusherPromise?.then((pusher) => pusher?.disconnect());
      pusherPromise = null;
      channelUsers.clear();
    },
  };
}

async function defaultLoadPusher() {
  const module = await import(/* webpackChunkName: "pusher-js" */ 'pusher-js');
  return module.default as unknown as new (key: string, options: Record<string, unknown>) => PusherLike;
}
