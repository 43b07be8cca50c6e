import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { RedisConnections } from '../../../plugins/redis-connections';
import type {
  ClusterAnswer,
  ClusterBridge,
  ClusterBroadcast,
  ClusterQuery,
  RealtimeLog,
  RealtimeServer,
} from './realtime-server';

/**
 * Several API processes behind one load balancer share their channels' traffic over Redis pub/sub, the
 * design soketi and sockudo use: a process delivers to its own sockets at once and publishes the frames
 * for the others; HTTP API questions about channels are asked of every process (request/response over
 * pub/sub, waiting for as many answers as Redis counts subscribers, or a timeout).
 *
 * Channels: `<prefix>bus` carries broadcasts and queries, `<prefix>reply.<node id>` one process's answers.
 *
 * In the API the bridge uses the process's shared connections (`app.redis`, plugins/redis-connections.ts:
 * two per process, issue 31); the stand-alone server (standalone.ts), which has no Fastify app, opens
 * its own pair through the same class.
 */

const deliverySchema = z.object({ channel: z.string(), frame: z.string() });

const queryShape = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('channels'), prefix: z.string().optional() }),
  z.object({ kind: z.literal('channel'), channel: z.string() }),
  z.object({ kind: z.literal('members'), channel: z.string() }),
]);

const busMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('broadcast'),
    origin: z.string(),
    appId: z.string(),
    deliveries: z.array(deliverySchema),
    exceptSocketId: z.string().optional(),
  }),
  z.object({
    type: z.literal('query'),
    origin: z.string(),
    requestId: z.string(),
    appId: z.string(),
    query: queryShape,
  }),
]);

const answerSchema = z.object({
  requestId: z.string(),
  answer: z.object({
    channels: z.array(
      z.object({ name: z.string(), subscriptionCount: z.number(), userIds: z.array(z.string()).optional() }),
    ),
    members: z.array(z.tuple([z.string(), z.unknown()])).optional(),
  }),
});

type RedisBridgeOptions = (
  | {
      /** Connections shared with the rest of the process; the bridge subscribes, never closes them. */
      connections: RedisConnections;
    }
  | {
      /** Opens a pair of its own, closed by `close()`. */
      url: string;
    }
) & {
  prefix: string;
  log: RealtimeLog;
  /** How long a query waits for the other processes (a dead one must not hang the HTTP API). */
  queryTimeoutMs?: number;
};

interface PendingQuery {
  expected: number;
  answers: ClusterAnswer[];
  resolve: (answers: ClusterAnswer[]) => void;
  timer: NodeJS.Timeout;
}

export class RedisBridge implements ClusterBridge {
  readonly nodeId = randomBytes(8).toString('hex');
  private readonly redis: RedisConnections;
  /** Whether the connections are the bridge's own (closed with it) or shared (left to their owner). */
  private readonly ownsConnections: boolean;
  private readonly prefix: string;
  private readonly busChannel: string;
  private readonly replyChannel: string;
  private readonly pending = new Map<string, PendingQuery>();
  private readonly queryTimeoutMs: number;
  private readonly log: RealtimeLog;
  private server: RealtimeServer | null = null;
  private requestSequence = 0;
  /** One function for both channels, so `unsubscribe` finds it again. */
  private readonly onRedisMessage = (message: string, channel: string) => this.onMessage(channel, message);

  constructor(options: RedisBridgeOptions) {
    this.log = options.log;
    this.queryTimeoutMs = options.queryTimeoutMs ?? 1_000;
    this.prefix = options.prefix;
    this.busChannel = `${options.prefix}bus`;
    this.replyChannel = `${options.prefix}reply.${this.nodeId}`;
    // The connections' options (fail fast while Redis is away: events are live or worthless) are
    // RedisConnections' own, the same for every user of a shared pair.
    if ('connections' in options) {
      this.redis = options.connections;
      this.ownsConnections = false;
    } else {
      this.redis = new RedisConnections(options.url, { name: 'tribune-realtime', log: options.log });
      this.ownsConnections = true;
    }
  }

  /**
   * Subscribes; resolves once other processes' messages can arrive. Rejects when Redis does not answer
   * within `timeoutMs`: a process that silently missed its peers' events would be worse than one that
   * does not start. Later outages are ridden out (ioredis reconnects and resubscribes). The connections
   * open as they are made; both must answer in time: the subscriber by confirming the subscriptions,
   * the command connection, which publishes, to a PING.
   */
  async start(server: RealtimeServer, timeoutMs = 5_000): Promise<void> {
    this.server = server;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([
        Promise.all([
          this.redis.subscribe(this.busChannel, this.onRedisMessage),
          this.redis.subscribe(this.replyChannel, this.onRedisMessage),
          this.redis.commands.ping(),
        ]),
        timeout,
      ]);
    } catch (error) {
      await this.release();
      throw error;
    } finally {
      clearTimeout(timer);
    }
    server.setBridge(this);
  }

  broadcast(message: ClusterBroadcast): void {
    this.send(this.busChannel, { type: 'broadcast', origin: this.nodeId, ...message });
  }

  async query(appId: string, query: ClusterQuery): Promise<ClusterAnswer[]> {
    // Every process subscribes to the bus once, on its one subscriber connection (whatever else that
    // connection carries), so this counts the processes (ourselves included).
    const counted = await this.redis.commands.pubsub('NUMSUB', this.busChannel);
    const subscribers = Number(counted[1] ?? 0);
    const expected = subscribers - 1;
    if (!Number.isFinite(expected) || expected <= 0) return [];
    this.requestSequence += 1;
    const requestId = `${this.nodeId}.${this.requestSequence}`;
    return new Promise<ClusterAnswer[]>((resolve) => {
      const timer = setTimeout(() => {
        const entry = this.pending.get(requestId);
        this.pending.delete(requestId);
        this.log.warn(
          { requestId, answered: entry?.answers.length ?? 0, expected },
          'realtime: cluster query timed out',
        );
        resolve(entry?.answers ?? []);
      }, this.queryTimeoutMs);
      timer.unref();
      this.pending.set(requestId, { expected, answers: [], resolve, timer });
      this.send(this.busChannel, { type: 'query', origin: this.nodeId, requestId, appId, query });
    });
  }

  private send(channel: string, message: unknown): void {
    this.redis.commands.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
      this.log.warn({ err: error }, 'realtime: Redis publish failed');
    });
  }

  private onMessage(channel: string, text: string): void {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      this.log.warn({ channel }, 'realtime: ignored a malformed Redis message');
      return;
    }
    if (channel === this.replyChannel) return this.onAnswer(value);
    const parsed = busMessageSchema.safeParse(value);
    if (!parsed.success) {
      this.log.warn({ channel }, 'realtime: ignored an invalid Redis message');
      return;
    }
    const message = parsed.data;
    if (message.origin === this.nodeId || this.server === null) return;
    if (message.type === 'broadcast') {
      this.server.deliverFromCluster(message);
      return;
    }
    const answer = this.server.answer(message.appId, message.query);
    this.send(`${this.prefix}reply.${message.origin}`, { requestId: message.requestId, answer });
  }

  private onAnswer(value: unknown): void {
    const parsed = answerSchema.safeParse(value);
    if (!parsed.success) return;
    const entry = this.pending.get(parsed.data.requestId);
    if (entry === undefined) return;
    entry.answers.push(parsed.data.answer);
    if (entry.answers.length >= entry.expected) {
      clearTimeout(entry.timer);
      this.pending.delete(parsed.data.requestId);
      entry.resolve(entry.answers);
    }
  }

  async close(): Promise<void> {
    this.server?.setBridge(null);
    for (const [requestId, entry] of this.pending) {
      clearTimeout(entry.timer);
      entry.resolve(entry.answers);
      this.pending.delete(requestId);
    }
    await this.release();
  }

  /** Closes the bridge's own connections, or leaves the shared ones with its channels unsubscribed. */
  private async release(): Promise<void> {
    if (this.ownsConnections) {
      await this.redis.close();
      return;
    }
    await Promise.allSettled([
      this.redis.unsubscribe(this.busChannel, this.onRedisMessage),
      this.redis.unsubscribe(this.replyChannel, this.onRedisMessage),
    ]);
  }
}
