export type RealtimeHandler = (data: unknown) => void;

export interface RealtimeClient {
  /** Subscribes to one event of one channel; returns the unsubscribe. Opens the connection on first use. */
  subscribe(channel: string, event: string, handler: RealtimeHandler): () => void;
  /** Called after the connection comes back, so subscribers can refetch what they missed. */
  onReconnect(listener: () => void): () => void;
  /**
   * Drops the connection (logout changes who may read private channels). Subscriptions that are still
   * active move to a fresh connection, authorised with the session as it is now, and reconnect
   * listeners are told once it is up.
   */
  disconnect(): void;
}

/** Where pusher-js connects: the bootstrap's `realtime` block (docs/contracts.md "The page bootstrap"). */
export interface RealtimeSettings {
  key: string;
  host: string;
  port: number;
  tls: boolean;
  authEndpoint: string;
}

/** What the client uses of a pusher-js instance (or of anything that relays to one, such as the shell's worker). */
export interface PusherLike {
  subscribe(channel: string): ChannelLike;
  unsubscribe(channel: string): void;
  disconnect(): void;
  connection: { bind(event: string, callback: (states: { previous: string; current: string }) => void): void };
}
export interface ChannelLike {
  bind(event: string, callback: (data: unknown) => void): void;
  unbind(event: string, callback: (data: unknown) => void): void;
}

export type PusherConstructor = new (key: string, options: Record<string, unknown>) => PusherLike;

export interface RealtimeClientOptions {
  settings: RealtimeSettings;
  tenantId: string;
  getToken: () => string | null;
  /**
   * Where the connection runs: by default pusher-js loaded lazily on this thread, so pages without live
   * parts never pay for it; the shell's pusher-js in a worker (decision 0067); a fake in tests.
   */
  loadPusher?: () => Promise<PusherConstructor>;
}

/** One subscriber's interest, and the connection and channel it is bound to (none while connecting). */
interface Subscription {
  channel: string;
  event: string;
  handler: RealtimeHandler;
  bound: { pusher: PusherLike; channel: ChannelLike } | null;
}

/**
 * PLT-05: one Pusher-protocol connection per page, opened lazily on the first subscription and shared
 * by every remote through `@tribune/shared`. A channel is left when its last subscriber goes. A missing
 * or failing real-time server never breaks a page: subscriptions simply stay silent until it comes
 * back (pusher-js keeps retrying), and then reconnect listeners are told so they can refetch.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const loadPusher = options.loadPusher ?? loadPusherOnThisThread;
  const reconnectListeners = new Set<() => void>();
  const active = new Set<Subscription>();
  let connection: Promise<PusherLike | null> | null = null;
  // Set by disconnect(): the next connection is a reconnect as far as subscribers are concerned.
  let replacing = false;

  function notifyReconnect() {
    for (const listener of [...reconnectListeners]) {
      try {
        listener();
      } catch (error) {
        console.error('A real-time reconnect listener failed', error);
      }
    }
  }

  function open(): Promise<PusherLike | null> {
    if (connection) return connection;
    const announceFirstConnect = replacing;
    replacing = false;
    // The authoriser comes with pusher-js (its own small chunk), not in every page's first script.
    const authorizer = import(/* webpackChunkName: "realtime-authorize" */ './authorize-channel').then(
      (module) => module.channelAuthorizationHandler,
    );
    connection = Promise.all([loadPusher(), authorizer])
      .then(([Pusher, channelAuthorizationHandler]) => {
        const { settings } = options;
        const pusher = new Pusher(settings.key, {
          // pusher-js 8 requires a cluster; with wsHost set it is never used.
          cluster: 'tribune',
          wsHost: settings.host,
          wsPort: settings.port,
          wssPort: settings.port,
          forceTLS: settings.tls,
          enabledTransports: ['ws', 'wss'],
          disableStats: true,
          // One handler for pusher-js on this thread and for the shell's worker, which asks the page.
          channelAuthorization: {
            customHandler: channelAuthorizationHandler(settings.authEndpoint, () => {
              const token = options.getToken();
              return { 'X-Tenant-Id': options.tenantId, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
            }),
          },
        });
        let connectedBefore = false;
        pusher.connection.bind('state_change', ({ current }) => {
          if (current !== 'connected') return;
          if (connectedBefore || announceFirstConnect) notifyReconnect();
          connectedBefore = true;
        });
        return pusher;
      })
      .catch((error: unknown) => {
        console.error('Real-time connection unavailable', error);
        return null;
      });
    return connection;
  }

  function attach(subscription: Subscription) {
    const pending = open();
    void pending.then((pusher) => {
      // Skipped when the subscriber left meanwhile, or the connection was replaced (which re-attached it).
      if (!pusher || pending !== connection || !active.has(subscription) || subscription.bound) return;
      const channel = pusher.subscribe(subscription.channel);
      channel.bind(subscription.event, subscription.handler);
      subscription.bound = { pusher, channel };
    });
  }

  function detach(subscription: Subscription) {
    const { bound } = subscription;
    subscription.bound = null;
    if (!bound) return;
    bound.channel.unbind(subscription.event, subscription.handler);
    const stillUsed = [...active].some(
      (other) => other.channel === subscription.channel && other.bound?.pusher === bound.pusher,
    );
    if (!stillUsed) bound.pusher.unsubscribe(subscription.channel);
  }

  return {
    subscribe(channel, event, handler) {
      const subscription: Subscription = { channel, event, handler, bound: null };
      active.add(subscription);
      attach(subscription);
      return () => {
        if (!active.delete(subscription)) return;
        detach(subscription);
      };
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => {
        reconnectListeners.delete(listener);
      };
    },
    disconnect() {
      const previous = connection;
      connection = null;
      for (const subscription of active) subscription.bound = null;
      void previous?.then((pusher) => pusher?.disconnect());
      if (active.size === 0) return;
      replacing = true;
      for (const subscription of active) attach(subscription);
    },
  };
}

/** pusher-js on the calling thread, as its own chunk: the default, and the shell's fallback when a worker can't start. */
export async function loadPusherOnThisThread(): Promise<PusherConstructor> {
  const module = await import(/* webpackChunkName: "pusher-js" */ 'pusher-js');
  // pusher-js types its constructor's options precisely; this client passes a plain record.
  return module.default as unknown as PusherConstructor;
}
