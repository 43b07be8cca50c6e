import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Redis, { type RedisOptions } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * With `REDIS_URL`: the process's two Redis connections, shared by the rate limits, the cluster
     * changes and the real-time bridge (plugins/redis-connections.ts); `null` without Redis.
     */
    redis: RedisConnections | null;
  }
}

/** Receives one message published on a channel it subscribed to. */
type MessageHandler = (message: string, channel: string) => void;

/**
 * The options of both connections. Their users once had options of their own (the rate limits
 * `connectTimeout: 500, maxRetriesPerRequest: 1`; the cluster changes a 2 s connect timeout; the
 * real-time bridge `lazyConnect` and a back-off to 5 s); one connection takes one set, so these are
 * the ones that are right for all three:
 *
 * - `connectTimeout` 500 ms and `maxRetriesPerRequest` 1, as @fastify/rate-limit advises: a command
 *   waits for at most two connection attempts and then fails, so a limited request is not held while
 *   Redis is away (`skipOnError` lets it through). Nor would the others wait longer: a real-time event
 *   is live or worthless, and a change not announced ends with the other processes' cache lifetimes
 *   (seconds). Half a second is ample to connect to a Redis on the same network, and a slow attempt is
 *   simply retried.
 * - ioredis's own back-off (50 ms more per attempt, at most 2 s) rather than the bridge's 5 s: queued
 *   commands fail only at every second failed attempt, so the cap bounds how long a request can wait
 *   during an outage, and the subscriptions are back within 2 s of Redis.
 * - The offline queue (ioredis's default, the bridge had it too): a command sent during a short
 *   reconnect goes out when the connection is back instead of failing at once, so a logout during a
 *   blip is still announced to the other processes.
 * - Not lazy: both connect at once. Each user checks at start what it needs (the cluster changes
 *   subscribe; the bridge subscribes and pings within its timeout), and fails the start as it did.
 */
const connectionOptions: RedisOptions = {
  connectTimeout: 500,
  maxRetriesPerRequest: 1,
  retryStrategy: (attempt: number) => Math.min(attempt * 50, 2_000),
};

/**
 * One command connection (commands and PUBLISH) and one subscriber connection, whose messages go to
 * the handlers subscribed to their channel. A connection in subscriber mode takes no other command,
 * so two is the least a process that publishes and subscribes can have (issue 31: five before, one
 * pair per user and the rate limits' own).
 */
export class RedisConnections {
  /** In both connections' names (`CLIENT LIST`), so an operator can tell the processes apart. */
  readonly id = randomBytes(6).toString('hex');
  /** Commands (the rate limits' counts, PUBSUB) and PUBLISH. */
  readonly commands: Redis;
  private readonly subscriber: Redis;
  private readonly handlers = new Map<string, Set<MessageHandler>>();
  private readonly log: Pick<FastifyBaseLogger, 'warn'>;
  private closing: Promise<void> | null = null;

  /** `name` begins both connections' names: `<name>-cmd-<id>` and `<name>-sub-<id>`. */
  constructor(url: string, options: { name: string; log: Pick<FastifyBaseLogger, 'warn'> }) {
    this.log = options.log;
    this.commands = new Redis(url, { ...connectionOptions, connectionName: `${options.name}-cmd-${this.id}` });
    this.subscriber = new Redis(url, { ...connectionOptions, connectionName: `${options.name}-sub-${this.id}` });
    for (const [role, connection] of [
      ['commands', this.commands],
      ['subscriber', this.subscriber],
    ] as const) {
      // ioredis reconnects (and resubscribes) by itself; an unhandled 'error' event would end the process.
      connection.on('error', (error: unknown) =>
        this.log.warn({ err: error, connection: role }, 'Redis unavailable; reconnecting'),
      );
    }
    this.subscriber.on('message', (channel: string, message: string) => {
      for (const handler of this.handlers.get(channel) ?? []) {
        // One user's failure must not keep the message from the others, nor reach ioredis's parser.
        try {
          handler(message, channel);
        } catch (error) {
          this.log.warn({ err: error, channel }, 'Redis: a message handler failed');
        }
      }
    });
  }

  /**
   * Calls `handler` with every message published on `channel`; resolves once Redis has confirmed the
   * subscription (rejects, the handler removed, when it cannot).
   */
  async subscribe(channel: string, handler: MessageHandler): Promise<void> {
    let handlers = this.handlers.get(channel);
    if (handlers === undefined) {
      handlers = new Set();
      this.handlers.set(channel, handlers);
    }
    handlers.add(handler);
    try {
      await this.afterHandshake();
      await this.subscriber.subscribe(channel);
    } catch (error) {
      await this.unsubscribe(channel, handler).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Resolves once the subscriber connection is not in its handshake. ioredis writes a SUBSCRIBE even
   * then (Redis takes it while loading), and its reply puts the connection in subscriber mode, where the
   * handshake's own later commands (CLIENT SETINFO, the ready check's INFO) are refused: the connection
   * fails, and the subscriptions with it. The users subscribe whenever they start, so any of them may
   * come in the middle of it; after the handshake the SUBSCRIBE is sent, or queued should it have failed.
   */
  private async afterHandshake(): Promise<void> {
    const subscriber = this.subscriber;
    while (subscriber.status === 'connect') {
      await new Promise<void>((resolve) => {
        const done = () => {
          subscriber.off('ready', done);
          subscriber.off('close', done);
          resolve();
        };
        subscriber.on('ready', done);
        subscriber.on('close', done);
      });
    }
  }

  /** Stops calling `handler`; the channel is unsubscribed once no handler is left for it. */
  async unsubscribe(channel: string, handler: MessageHandler): Promise<void> {
    const handlers = this.handlers.get(channel);
    if (handlers === undefined || !handlers.delete(handler) || handlers.size > 0) return;
    this.handlers.delete(channel);
    if (this.closing === null) await this.subscriber.unsubscribe(channel);
  }

  /** Quits both connections, then cuts what is left of them; later calls wait for the first. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await Promise.allSettled([this.subscriber.quit(), this.commands.quit()]);
      this.subscriber.disconnect();
      this.commands.disconnect();
    })();
    return this.closing;
  }
}

/**
 * `app.redis`: with `REDIS_URL`, this process's two Redis connections, opened before their users (the
 * rate limits, the cluster changes, the real-time bridge) and closed after them.
 */
export const redisConnectionsPlugin = fp(
  async function redisConnections(app: FastifyInstance) {
    // One REDIS_URL: config.ts gives the same one to the rate limits and to real time.
    const url = app.config.realtime.redisUrl;
    if (url === undefined) {
      app.decorate('redis', null);
      return;
    }
    const connections = new RedisConnections(url, {
      name: 'tribune-api',
      log: app.log.child({ module: 'redis' }),
    });
    app.decorate('redis', connections);
    // Registered first, so it runs last: the users' own onClose hooks still have their connections.
    app.addHook('onClose', () => connections.close());
  },
  { name: 'redis-connections' },
);
