import Pusher from 'pusher';
import { checkChannelName } from './server/channels';
import type { RealtimeLog, RealtimeServer } from './server/realtime-server';

/** What a publisher needs of a tenant: whose app the event belongs to. */
export interface PublisherTenant {
  id: string;
  realtime: { appId: string; key: string; secret: string };
}

export interface PublishOptions {
  /** Leave out this socket (the client whose action caused the event already shows it). */
  excludeSocketId?: string;
}

/**
 * What the domain modules call to push an event (`app.realtime.publish(tenant, 'fixture-12',
 * 'LiveFixture', {time: 67, score: '2-1'})`). Two drivers, chosen by `REALTIME_DRIVER`: the embedded
 * server (default) and the official `pusher` SDK pointed at any Pusher-compatible engine.
 *
 * Publishing never throws for a delivery problem: a live update that does not arrive must not fail the
 * request that caused it (clients refetch after a reconnect). It resolves to false and logs instead.
 * `data` is sent as the SDK sends it: a string unchanged, anything else as JSON.
 */
export interface RealtimePublisher {
  readonly driver: 'embedded' | 'pusher';
  publish(
    tenant: PublisherTenant,
    channel: string | readonly string[],
    event: string,
    data: unknown,
    options?: PublishOptions,
  ): Promise<boolean>;
  close(): Promise<void>;
}

function serialise(data: unknown): string {
  return typeof data === 'string' ? data : JSON.stringify(data ?? null);
}

/** Refuses what the engine would refuse, with the reason in the log rather than a silent 400. */
function invalidReason(channels: readonly string[], event: string, data: string): string | null {
  if (channels.length === 0) return 'no channel';
  for (const channel of channels) {
    const check = checkChannelName(channel);
    if (!check.ok) return `${channel}: ${check.reason}`;
  }
  if (event.length === 0 || event.length > 200) return 'event names are 1 to 200 characters';
  if (Buffer.byteLength(data, 'utf8') > 10 * 1024)
    return 'data is larger than 10 KB (send an id and let clients fetch)';
  return null;
}

export function createEmbeddedPublisher(server: RealtimeServer, log: RealtimeLog): RealtimePublisher {
  return {
    driver: 'embedded',
    async publish(tenant, channel, event, data, options = {}) {
      const channels = typeof channel === 'string' ? [channel] : channel;
      const payload = serialise(data);
      const invalid = invalidReason(channels, event, payload);
      if (invalid !== null) {
        log.error({ tenant: tenant.id, event, reason: invalid }, 'realtime: event not published');
        return false;
      }
      server.publish(tenant.realtime.appId, channels, event, payload, options.excludeSocketId);
      return true;
    },
    async close() {
      // The server is closed by the module (it also owns the connections).
    },
  };
}

interface PusherDriverOptions {
  host?: string;
  port?: number;
  useTLS: boolean;
  cluster?: string;
  /** Milliseconds per HTTP request to the engine. */
  timeout?: number;
}

export function createPusherPublisher(options: PusherDriverOptions, log: RealtimeLog): RealtimePublisher {
  // One SDK client per tenant app; keyed by the credentials so a rotated secret gets a new client.
  const clients = new Map<string, Pusher>();

  function clientFor(tenant: PublisherTenant): Pusher {
    const { appId, key, secret } = tenant.realtime;
    const cacheKey = `${appId}\n${key}\n${secret}`;
    let client = clients.get(cacheKey);
    if (client === undefined) {
      const base = { appId, key, secret, useTLS: options.useTLS, timeout: options.timeout ?? 5_000 };
      client =
        options.host === undefined
          ? new Pusher({ ...base, cluster: options.cluster ?? 'mt1' })
          : new Pusher({
              ...base,
              host: options.host,
              ...(options.port === undefined ? {} : { port: String(options.port) }),
            });
      clients.set(cacheKey, client);
    }
    return client;
  }

  return {
    driver: 'pusher',
    async publish(tenant, channel, event, data, publishOptions = {}) {
      const channels = typeof channel === 'string' ? [channel] : [...channel];
      const payload = serialise(data);
      const invalid = invalidReason(channels, event, payload);
      if (invalid !== null) {
        log.error({ tenant: tenant.id, event, reason: invalid }, 'realtime: event not published');
        return false;
      }
      try {
        const params =
          publishOptions.excludeSocketId === undefined ? undefined : { socket_id: publishOptions.excludeSocketId };
        // The engine takes at most 100 channels per call.
        for (let start = 0; start < channels.length; start += 100) {
          const slice = channels.slice(start, start + 100);
          if (params === undefined) await clientFor(tenant).trigger(slice, event, payload);
          else await clientFor(tenant).trigger(slice, event, payload, params);
        }
        return true;
      } catch (error) {
        log.warn({ err: error, tenant: tenant.id, event }, 'realtime: the engine refused or did not answer');
        return false;
      }
    },
    async close() {
      clients.clear();
    },
  };
}
