import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import { allowsClientEvents, channelKind, checkChannelName, type ChannelKind } from './channels';
import {
  Connection,
  type ConnectionHost,
  type RealtimeApp,
  type SubscribeRequest,
  type Subscription,
} from './connection';
import { defaultLimits, type RealtimeLimits } from './limits';
import {
  channelEventFrame,
  closeReasons,
  codes,
  connectionEstablishedFrame,
  errorFrame,
  type InboundFrame,
  memberAddedFrame,
  memberRemovedFrame,
  pingFrame,
  presenceMemberSchema,
  presenceSucceededFrame,
  subscriptionErrorFrame,
  subscriptionSucceededFrame,
} from './protocol';
import { newSocketId, verifyChannelAuth } from '../signatures';

export type { RealtimeApp } from './connection';

/** Where the server finds apps: by key for WebSocket connections, by id for the HTTP API. */
export interface RealtimeAppResolver {
  byKey(key: string): Promise<RealtimeApp | undefined>;
  byId(id: string): Promise<RealtimeApp | undefined>;
}

export type RealtimeLog = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

// ---- Cluster contract (implemented over Redis by redis-bridge.ts) --------------------------------------

/** Frames to deliver on other processes: one per channel, serialised once by the publishing process. */
export interface ClusterBroadcast {
  appId: string;
  deliveries: { channel: string; frame: string }[];
  exceptSocketId?: string;
}

export type ClusterQuery =
  { kind: 'channels'; prefix?: string } | { kind: 'channel'; channel: string } | { kind: 'members'; channel: string };

/** One process's view of one channel. */
export interface LocalChannelInfo {
  name: string;
  subscriptionCount: number;
  /** Presence channels: the distinct users connected to this process. */
  userIds?: string[];
}

export interface ClusterAnswer {
  channels: LocalChannelInfo[];
  members?: [string, unknown][];
}

export interface ClusterBridge {
  /** Fire and forget: other processes deliver the frames to their own subscribers. */
  broadcast(message: ClusterBroadcast): void;
  /** Every other process's answer (those that answer in time). */
  query(appId: string, query: ClusterQuery): Promise<ClusterAnswer[]>;
}

/** A channel's state across the cluster, as the HTTP API reports it. */
interface ChannelSummary {
  subscriptionCount: number;
  userIds?: Set<string>;
}

// ---- State ---------------------------------------------------------------------------------------------

interface ChannelState {
  kind: ChannelKind;
  subscribers: Set<Connection>;
  /** Presence: user id → what the auth endpoint signed and how many of this process's sockets carry it. */
  members?: Map<string, { info: unknown; sockets: number }>;
}

/** Everything of one app (tenant) in this process: nothing here is ever looked up across apps. */
class AppNamespace {
  readonly connections = new Map<string, Connection>();
  readonly channels = new Map<string, ChannelState>();
}

interface RealtimeServerOptions {
  apps: RealtimeAppResolver;
  limits?: Partial<RealtimeLimits>;
  /** Seconds of silence after which clients ping (advertised in the handshake). */
  activityTimeoutSeconds?: number;
  /** Silence after which the server pings a client, and then how long it waits before closing with 4201. */
  idleTimeoutMs?: number;
  pongTimeoutMs?: number;
  /** How long a graceful shutdown waits for clients to acknowledge the 4200 close before cutting them off. */
  shutdownGraceMs?: number;
  /**
   * How long after that the server keeps answering new connections with 4100 (retry in a second)
   * instead of letting them be refused: pusher-js retries a refused connection only after 15 s, so a
   * client that reconnects at once (as 4200 tells it to) should meet a 4100, not a closed port.
   */
  shutdownLingerMs?: number;
  log?: RealtimeLog;
  now?: () => number;
}

const silentLog: RealtimeLog = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** A client told to go away gets this long to answer the close frame before its socket is cut. */
const closeHandshakeMs = 1_000;

/**
 * PLT-05: a Pusher Channels protocol 7 server on `ws`, attached to an existing HTTP server at
 * `/app/{key}`. It keeps per-app namespaces of connections, channels and presence members, delivers
 * events published locally or by other processes (through a `ClusterBridge`), pings silent clients and
 * closes the dead ones, and shuts down with close code 4200 so clients come straight back.
 */
export class RealtimeServer implements ConnectionHost {
  readonly limits: RealtimeLimits;
  private readonly apps: RealtimeAppResolver;
  private readonly wss: WebSocketServer;
  private readonly namespaces = new Map<string, AppNamespace>();
  private readonly activityTimeoutSeconds: number;
  private readonly idleTimeoutMs: number;
  private readonly pongTimeoutMs: number;
  private readonly shutdownGraceMs: number;
  private readonly shutdownLingerMs: number;
  private readonly log: RealtimeLog;
  private readonly now: () => number;
  private readonly sweepTimer: NodeJS.Timeout;
  private bridge: ClusterBridge | null = null;
  private closing: Promise<void> | null = null;
  private connectionCount = 0;

  constructor(options: RealtimeServerOptions) {
    this.apps = options.apps;
    this.limits = { ...defaultLimits, ...options.limits };
    this.activityTimeoutSeconds = options.activityTimeoutSeconds ?? 30;
    this.idleTimeoutMs = options.idleTimeoutMs ?? 120_000;
    this.pongTimeoutMs = options.pongTimeoutMs ?? 30_000;
    this.shutdownGraceMs = options.shutdownGraceMs ?? 2_000;
    this.shutdownLingerMs = options.shutdownLingerMs ?? 500;
    this.log = options.log ?? silentLog;
    this.now = options.now ?? Date.now;
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: this.limits.maxMessageBytes,
      perMessageDeflate: false,
      clientTracking: false,
    });
    // One sweep over every socket rather than a timer per socket (thousands of timers cost more).
    const sweepEvery = Math.max(50, Math.min(1_000, Math.floor(Math.min(this.idleTimeoutMs, this.pongTimeoutMs) / 4)));
    this.sweepTimer = setInterval(() => this.sweep(), sweepEvery);
    this.sweepTimer.unref();
  }

  setBridge(bridge: ClusterBridge | null): void {
    this.bridge = bridge;
  }

  /** Serves WebSocket upgrades of `server` at `/app/{key}`; returns the detach function. */
  attach(server: Server): () => void {
    const listener = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      this.handleUpgrade(request, socket, head, server);
    };
    server.on('upgrade', listener);
    return () => server.off('upgrade', listener);
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, server?: Server): void {
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://realtime.invalid');
    } catch {
      refuseUpgrade(socket, 400, 'Bad Request');
      return;
    }
    const match = /^\/app\/([^/]+)\/?$/.exec(url.pathname);
    if (match?.[1] === undefined) {
      // Another upgrade handler (a dev server, say) may own this path; only answer when we are alone.
      if (server === undefined || server.listenerCount('upgrade') <= 1) refuseUpgrade(socket, 404, 'Not Found');
      return;
    }
    const key = safeDecode(match[1]);
    const protocol = url.searchParams.get('protocol');
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      void this.accept(ws, key, protocol);
    });
  }

  private async accept(ws: WebSocket, key: string | null, protocol: string | null): Promise<void> {
    ws.on('error', (error) => this.log.debug({ err: error }, 'realtime: socket error'));
    if (this.closing !== null) {
      // A client reconnecting straight after our 4200 lands here while we shut down: 4100 makes it wait
      // a second, by when another process (or this one restarted) is there.
      return refuse(ws, codes.overCapacity, 'The server is restarting; reconnect shortly');
    }
    if (protocol !== null && !(Number(protocol) >= 5)) {
      return refuse(
        ws,
        codes.unsupportedProtocol,
        `Protocol ${protocol.slice(0, 10)} is not supported; use protocol 7`,
      );
    }
    let app: RealtimeApp | undefined;
    try {
      app = key === null ? undefined : await this.apps.byKey(key);
    } catch (error) {
      this.log.error({ err: error }, 'realtime: app lookup failed');
      return refuse(ws, codes.overCapacity, 'The server cannot take connections right now; retrying shortly');
    }
    if (ws.readyState !== ws.OPEN) return;
    if (app === undefined) {
      return refuse(ws, codes.appNotFound, `App key ${(key ?? '').slice(0, 64)} not in this cluster`);
    }
    const namespace = this.namespace(app.id);
    if (namespace.connections.size >= this.limits.maxConnectionsPerApp) {
      this.log.warn({ appId: app.id, limit: this.limits.maxConnectionsPerApp }, 'realtime: connection quota reached');
      return refuse(ws, codes.overQuota, 'Application is over connection quota');
    }
    let socketId = newSocketId();
    while (namespace.connections.has(socketId)) socketId = newSocketId();
    const connection = new Connection(socketId, app, ws, this, {
      clientEventsPerSecond: this.limits.maxClientEventsPerSecond,
      now: this.now(),
    });
    namespace.connections.set(socketId, connection);
    this.connectionCount += 1;
    ws.on('message', (data, isBinary) => {
      try {
        connection.receive(data, isBinary, this.now());
      } catch (error) {
        // receive() validates everything; this is the last line between a bug and a crashed process.
        this.log.error({ err: error, appId: app.id }, 'realtime: frame handling failed');
      }
    });
    ws.on('pong', () => connection.touch(this.now()));
    ws.once('close', () => this.disconnect(app.id, connection));
    ws.send(connectionEstablishedFrame(socketId, this.activityTimeoutSeconds));
  }

  private namespace(appId: string): AppNamespace {
    let namespace = this.namespaces.get(appId);
    if (namespace === undefined) {
      namespace = new AppNamespace();
      this.namespaces.set(appId, namespace);
    }
    return namespace;
  }

  private disconnect(appId: string, connection: Connection): void {
    connection.markClosed();
    const namespace = this.namespaces.get(appId);
    if (namespace === undefined || namespace.connections.get(connection.socketId) !== connection) return;
    namespace.connections.delete(connection.socketId);
    this.connectionCount -= 1;
    for (const [channel, subscription] of connection.channels)
      this.leave(appId, namespace, connection, channel, subscription);
    connection.channels.clear();
    if (namespace.connections.size === 0 && namespace.channels.size === 0) this.namespaces.delete(appId);
  }

  // ---- ConnectionHost -----------------------------------------------------------------------------------

  async subscribe(connection: Connection, request: SubscribeRequest): Promise<void> {
    const { channel } = request;
    const name = checkChannelName(channel);
    if (!name.ok) {
      connection.send(subscriptionErrorFrame(channel.slice(0, 200), 'InvalidChannel', name.reason, codes.unauthorized));
      return;
    }
    const namespace = this.namespace(connection.app.id);
    if (connection.channels.has(channel)) {
      // Idempotent: answer again, count once.
      connection.send(
        this.succeededFrame(namespace, channel, await this.remoteMembers(connection.app.id, name.kind, channel)),
      );
      return;
    }
    if (connection.channels.size >= this.limits.maxChannelsPerConnection) {
      connection.send(
        subscriptionErrorFrame(
          channel,
          'LimitReached',
          `At most ${this.limits.maxChannelsPerConnection} channels per connection`,
          codes.tooManyChannels,
        ),
      );
      return;
    }
    if (name.kind === 'public') {
      this.join(namespace, connection, channel, 'public', {});
      connection.send(subscriptionSucceededFrame(channel));
      return;
    }
    const channelData = name.kind === 'presence' ? request.channelData : undefined;
    if (name.kind === 'presence' && channelData === undefined) {
      connection.send(subscriptionErrorFrame(channel, 'AuthError', 'A presence subscription needs channel_data', 401));
      return;
    }
    if (!verifyChannelAuth(connection.app, request.auth, connection.socketId, channel, channelData)) {
      connection.send(
        subscriptionErrorFrame(
          channel,
          'AuthError',
          `Invalid signature for socket ${connection.socketId} and channel ${channel}`,
          401,
        ),
      );
      return;
    }
    if (name.kind === 'private') {
      this.join(namespace, connection, channel, 'private', {});
      connection.send(subscriptionSucceededFrame(channel));
      return;
    }
    await this.joinPresence(namespace, connection, channel, channelData ?? '');
  }

  private async joinPresence(
    namespace: AppNamespace,
    connection: Connection,
    channel: string,
    channelData: string,
  ): Promise<void> {
    let member;
    try {
      member = presenceMemberSchema.safeParse(JSON.parse(channelData));
    } catch {
      member = null;
    }
    if (member === null || !member.success) {
      connection.send(subscriptionErrorFrame(channel, 'AuthError', 'channel_data must be JSON with a user_id', 401));
      return;
    }
    const userId = member.data.user_id;
    const userInfo = member.data.user_info ?? {};
    if (JSON.stringify(userInfo).length > this.limits.maxPresenceUserInfoBytes) {
      connection.send(
        subscriptionErrorFrame(
          channel,
          'LimitReached',
          `user_info is larger than ${this.limits.maxPresenceUserInfoBytes} bytes`,
          4301,
        ),
      );
      return;
    }
    // With other processes, who is already here is their answer plus ours.
    const remote = await this.remoteMembers(connection.app.id, 'presence', channel);
    if (!connection.isOpen || connection.channels.has(channel)) return;
    const local = namespace.channels.get(channel)?.members;
    const present = new Set<string>([...(remote?.keys() ?? []), ...(local?.keys() ?? [])]);
    if (!present.has(userId) && present.size >= this.limits.maxPresenceMembers) {
      connection.send(
        subscriptionErrorFrame(
          channel,
          'LimitReached',
          `At most ${this.limits.maxPresenceMembers} members per presence channel`,
          codes.overCapacity,
        ),
      );
      return;
    }
    const state = this.join(namespace, connection, channel, 'presence', { member: { userId, userInfo } });
    const members = state.members ?? new Map<string, { info: unknown; sockets: number }>();
    const existing = members.get(userId);
    if (existing === undefined) members.set(userId, { info: userInfo, sockets: 1 });
    else existing.sockets += 1;
    connection.send(this.succeededFrame(namespace, channel, remote));
    // A user is added once, however many tabs (or processes) they join from.
    if (existing === undefined && remote?.has(userId) !== true) {
      this.fanOut(
        connection.app.id,
        [{ channel, frame: memberAddedFrame(channel, userId, userInfo) }],
        connection.socketId,
      );
    }
  }

  private join(
    namespace: AppNamespace,
    connection: Connection,
    channel: string,
    kind: ChannelKind,
    subscription: Subscription,
  ): ChannelState {
    let state = namespace.channels.get(channel);
    if (state === undefined) {
      state = { kind, subscribers: new Set(), ...(kind === 'presence' ? { members: new Map() } : {}) };
      namespace.channels.set(channel, state);
    }
    state.subscribers.add(connection);
    connection.channels.set(channel, subscription);
    return state;
  }

  private succeededFrame(namespace: AppNamespace, channel: string, remote: Map<string, unknown> | undefined): string {
    const state = namespace.channels.get(channel);
    if (state?.kind !== 'presence') return subscriptionSucceededFrame(channel);
    const hash: Record<string, unknown> = {};
    for (const [id, info] of remote ?? []) hash[id] = info;
    for (const [id, member] of state.members ?? []) hash[id] = member.info;
    const ids = Object.keys(hash);
    return presenceSucceededFrame(channel, { ids, hash, count: ids.length });
  }

  async unsubscribe(connection: Connection, channel: string): Promise<void> {
    const subscription = connection.channels.get(channel);
    const namespace = this.namespaces.get(connection.app.id);
    // Leaving a channel one is not in is fine (pusher-js may do it after a failed subscription).
    if (subscription === undefined || namespace === undefined) return;
    connection.channels.delete(channel);
    this.leave(connection.app.id, namespace, connection, channel, subscription);
  }

  private leave(
    appId: string,
    namespace: AppNamespace,
    connection: Connection,
    channel: string,
    subscription: Subscription,
  ): void {
    const state = namespace.channels.get(channel);
    if (state === undefined) return;
    state.subscribers.delete(connection);
    const member = subscription.member;
    let lastSocketOfUser = false;
    if (member !== undefined && state.members !== undefined) {
      const entry = state.members.get(member.userId);
      if (entry !== undefined) {
        entry.sockets -= 1;
        if (entry.sockets <= 0) {
          state.members.delete(member.userId);
          lastSocketOfUser = true;
        }
      }
    }
    if (state.subscribers.size === 0) namespace.channels.delete(channel);
    if (member !== undefined && lastSocketOfUser) void this.announceDeparture(appId, channel, member.userId);
  }

  /** member_removed, unless the user is still on the channel through another process. */
  private async announceDeparture(appId: string, channel: string, userId: string): Promise<void> {
    try {
      const remote = await this.remoteMembers(appId, 'presence', channel);
      if (remote?.has(userId) === true) return;
      if (this.namespaces.get(appId)?.channels.get(channel)?.members?.has(userId) === true) return;
      this.fanOut(appId, [{ channel, frame: memberRemovedFrame(channel, userId) }]);
    } catch (error) {
      this.log.warn({ err: error, appId, channel }, 'realtime: member_removed not announced');
    }
  }

  clientEvent(connection: Connection, frame: InboundFrame & { channel: string }): void {
    const { channel, event } = frame;
    const refuse = (message: string) =>
      connection.send(errorFrame(codes.clientEventRejected, message, channel.slice(0, 200)));
    if (!connection.app.clientEvents) return refuse('Client events are not enabled for this app');
    if (!allowsClientEvents(channel)) return refuse('Client events are only allowed on private and presence channels');
    const subscription = connection.channels.get(channel);
    if (subscription === undefined) return refuse('Subscribe to the channel before sending client events on it');
    if (event.length > this.limits.maxEventNameLength)
      return refuse(`Event names are at most ${this.limits.maxEventNameLength} characters`);
    const data = frame.data ?? {};
    const size = typeof data === 'string' ? Buffer.byteLength(data) : Buffer.byteLength(JSON.stringify(data));
    if (size > this.limits.maxEventDataBytes)
      return refuse(`Client event data is larger than ${this.limits.maxEventDataBytes} bytes`);
    const userId = channelKind(channel) === 'presence' ? subscription.member?.userId : undefined;
    // Never echoed to the sender.
    this.fanOut(
      connection.app.id,
      [{ channel, frame: channelEventFrame(channel, event, data, userId) }],
      connection.socketId,
    );
  }

  rejected(connection: Connection, reason: string): void {
    this.log.debug({ appId: connection.app.id, socketId: connection.socketId, reason }, 'realtime: frame rejected');
  }

  // ---- Publishing -----------------------------------------------------------------------------------------

  /**
   * Sends an event to every subscriber of each channel, in this process and (with a bridge) in the
   * others; `data` is the string the HTTP API received. The socket `exceptSocketId` is skipped.
   */
  publish(appId: string, channels: readonly string[], event: string, data: string, exceptSocketId?: string): void {
    this.fanOut(
      appId,
      channels.map((channel) => ({ channel, frame: channelEventFrame(channel, event, data) })),
      exceptSocketId,
    );
  }

  private fanOut(appId: string, deliveries: ClusterBroadcast['deliveries'], exceptSocketId?: string): void {
    for (const { channel, frame } of deliveries) this.deliverLocally(appId, channel, frame, exceptSocketId);
    if (this.bridge !== null) {
      this.bridge.broadcast(
        exceptSocketId === undefined ? { appId, deliveries } : { appId, deliveries, exceptSocketId },
      );
    }
  }

  /** Frames from another process. */
  deliverFromCluster(message: ClusterBroadcast): void {
    for (const { channel, frame } of message.deliveries)
      this.deliverLocally(message.appId, channel, frame, message.exceptSocketId);
  }

  /** Returns how many sockets the frame was written to. */
  deliverLocally(appId: string, channel: string, frame: string, exceptSocketId?: string): number {
    const state = this.namespaces.get(appId)?.channels.get(channel);
    if (state === undefined) return 0;
    // Encoded once; ws frames the same bytes for every socket.
    const bytes = Buffer.from(frame, 'utf8');
    let written = 0;
    for (const connection of state.subscribers) {
      if (connection.socketId === exceptSocketId || !connection.isOpen) continue;
      const { ws } = connection;
      if (ws.bufferedAmount > this.limits.maxBufferedBytes) {
        // It is not reading: better it reconnects and refetches than the server buffers without end.
        this.closeConnection(connection, codes.overCapacity, 'Too slow to keep up; reconnect and refetch');
        continue;
      }
      ws.send(bytes, { binary: false });
      written += 1;
    }
    return written;
  }

  private closeConnection(connection: Connection, code: number, reason: string): void {
    connection.markClosed();
    connection.ws.close(code, reason);
    const ws = connection.ws;
    setTimeout(() => ws.terminate(), closeHandshakeMs).unref();
  }

  // ---- Queries (HTTP API) -------------------------------------------------------------------------------

  /** This process's answer to a cluster query. */
  answer(appId: string, query: ClusterQuery): ClusterAnswer {
    const namespace = this.namespaces.get(appId);
    if (namespace === undefined) return query.kind === 'members' ? { channels: [], members: [] } : { channels: [] };
    if (query.kind === 'members') {
      const members = namespace.channels.get(query.channel)?.members;
      return { channels: [], members: [...(members ?? [])].map(([id, member]) => [id, member.info]) };
    }
    const infos: LocalChannelInfo[] = [];
    const describe = (name: string, state: ChannelState) => {
      const info: LocalChannelInfo = { name, subscriptionCount: state.subscribers.size };
      if (state.members !== undefined) info.userIds = [...state.members.keys()];
      infos.push(info);
    };
    if (query.kind === 'channel') {
      const state = namespace.channels.get(query.channel);
      if (state !== undefined) describe(query.channel, state);
    } else {
      for (const [name, state] of namespace.channels) {
        if (query.prefix === undefined || name.startsWith(query.prefix)) describe(name, state);
      }
    }
    return { channels: infos };
  }

  private async gather(appId: string, query: ClusterQuery): Promise<ClusterAnswer[]> {
    const local = this.answer(appId, query);
    if (this.bridge === null) return [local];
    try {
      return [local, ...(await this.bridge.query(appId, query))];
    } catch (error) {
      this.log.warn({ err: error, appId }, 'realtime: cluster query failed; answering with this process only');
      return [local];
    }
  }

  private async remoteMembers(
    appId: string,
    kind: ChannelKind,
    channel: string,
  ): Promise<Map<string, unknown> | undefined> {
    if (kind !== 'presence' || this.bridge === null) return undefined;
    const members = new Map<string, unknown>();
    try {
      for (const answer of await this.bridge.query(appId, { kind: 'members', channel })) {
        for (const [id, info] of answer.members ?? []) members.set(id, info);
      }
    } catch (error) {
      this.log.warn({ err: error, appId, channel }, 'realtime: presence query failed');
    }
    return members;
  }

  /** Occupied channels across the cluster, optionally only those starting with `prefix`. */
  channels(appId: string, prefix?: string): Promise<Map<string, ChannelSummary>> {
    return this.channelsOf(appId, prefix === undefined ? { kind: 'channels' } : { kind: 'channels', prefix });
  }

  async channel(appId: string, channel: string): Promise<ChannelSummary | undefined> {
    const merged = await this.channelsOf(appId, { kind: 'channel', channel });
    return merged.get(channel);
  }

  private async channelsOf(appId: string, query: ClusterQuery): Promise<Map<string, ChannelSummary>> {
    const merged = new Map<string, ChannelSummary>();
    for (const answer of await this.gather(appId, query)) {
      for (const info of answer.channels) {
        const summary = merged.get(info.name) ?? { subscriptionCount: 0 };
        summary.subscriptionCount += info.subscriptionCount;
        if (info.userIds !== undefined) {
          summary.userIds ??= new Set();
          for (const id of info.userIds) summary.userIds.add(id);
        }
        merged.set(info.name, summary);
      }
    }
    return merged;
  }

  /** Presence members across the cluster: user id → user_info. */
  async members(appId: string, channel: string): Promise<Map<string, unknown>> {
    const members = new Map<string, unknown>();
    for (const answer of await this.gather(appId, { kind: 'members', channel })) {
      for (const [id, info] of answer.members ?? []) members.set(id, info);
    }
    return members;
  }

  /** Numbers for the bench and the logs. */
  stats(): { connections: number; apps: number; channels: number } {
    let channels = 0;
    for (const namespace of this.namespaces.values()) channels += namespace.channels.size;
    return { connections: this.connectionCount, apps: this.namespaces.size, channels };
  }

  // ---- Liveness and shutdown ---------------------------------------------------------------------------

  private sweep(): void {
    const now = this.now();
    for (const namespace of this.namespaces.values()) {
      for (const connection of namespace.connections.values()) {
        if (!connection.isOpen) continue;
        if (connection.pingSentAt !== null) {
          if (now - connection.pingSentAt >= this.pongTimeoutMs) {
            connection.send(errorFrame(codes.pongNotReceived, closeReasons.pong));
            this.closeConnection(connection, codes.pongNotReceived, closeReasons.pong);
          }
        } else if (now - connection.lastSeen >= this.idleTimeoutMs) {
          connection.pingSentAt = now;
          connection.send(pingFrame);
        }
      }
    }
  }

  /**
   * Graceful shutdown: every client is closed with 4200 (pusher-js reconnects at once, to another process
   * or to this one restarted), new upgrades are turned away with 4100 until the HTTP server stops
   * listening, and whoever has not acknowledged within the grace period is cut off.
   */
  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private async shutdown(): Promise<void> {
    clearInterval(this.sweepTimer);
    const sockets: WebSocket[] = [];
    for (const namespace of this.namespaces.values())
      for (const connection of namespace.connections.values()) sockets.push(connection.ws);
    const closed = sockets.map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === ws.CLOSED) return resolve();
          ws.once('close', () => resolve());
          if (ws.readyState === ws.OPEN) ws.close(codes.reconnect, closeReasons.shutdown);
        }),
    );
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.shutdownGraceMs);
      timer.unref();
    });
    await Promise.race([Promise.all(closed), graceOver]);
    clearTimeout(timer);
    for (const ws of sockets) if (ws.readyState !== ws.CLOSED) ws.terminate();
    this.log.info({ connections: sockets.length }, 'realtime: closed every connection with 4200');
    if (sockets.length > 0 && this.shutdownLingerMs > 0)
      await new Promise((resolve) => setTimeout(resolve, this.shutdownLingerMs));
  }
}

/** The Pusher way of refusing: an error the client reads, then a close with the same code. */
function refuse(ws: WebSocket, code: number, message: string): void {
  if (ws.readyState !== ws.OPEN) return;
  ws.send(errorFrame(code, message));
  ws.close(code, message.slice(0, 120));
  setTimeout(() => ws.terminate(), closeHandshakeMs).unref();
}

function refuseUpgrade(socket: Duplex, status: number, text: string): void {
  socket.on('error', () => undefined);
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
