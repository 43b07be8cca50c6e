import type { WebSocket } from 'ws';
import { RateWindow } from './limits';
import {
  codes,
  errorFrame,
  type InboundFrame,
  parseInboundFrame,
  pongFrame,
  subscribeDataSchema,
  unsubscribeDataSchema,
} from './protocol';

/** The app (tenant) a connection belongs to, as the server needs it. */
export interface RealtimeApp {
  id: string;
  key: string;
  secret: string;
  /** Whether the tenant lets clients send `client-` events to each other. */
  clientEvents: boolean;
}

export interface SubscribeRequest {
  channel: string;
  auth?: string;
  channelData?: string;
}

/** What a connection asks of the server; the server owns channels, presence and delivery. */
export interface ConnectionHost {
  subscribe(connection: Connection, request: SubscribeRequest): void | Promise<void>;
  unsubscribe(connection: Connection, channel: string): void | Promise<void>;
  clientEvent(connection: Connection, frame: InboundFrame & { channel: string }): void;
  /** A frame that could not be handled; logged at debug level only (clients send junk, that is not news). */
  rejected(connection: Connection, reason: string): void;
}

/** One subscription of one connection; presence subscriptions remember who the member is. */
export interface Subscription {
  member?: { userId: string; userInfo: unknown };
}

/**
 * One WebSocket speaking protocol 7. It validates every inbound frame and hands the valid ones to the
 * server one at a time (a subscription may wait for other processes, and an unsubscribe sent right after
 * it must not overtake it). Nothing a client sends can throw out of here.
 */
export class Connection {
  readonly channels = new Map<string, Subscription>();
  /** Last time anything arrived (frame or WebSocket pong), for the idle sweep. */
  lastSeen: number;
  /** When the server pinged this silent connection; null when it is not waiting for an answer. */
  pingSentAt: number | null = null;
  private readonly clientEventWindow: RateWindow;
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    readonly socketId: string,
    readonly app: RealtimeApp,
    readonly ws: WebSocket,
    private readonly host: ConnectionHost,
    options: { clientEventsPerSecond: number; now: number },
  ) {
    this.lastSeen = options.now;
    this.clientEventWindow = new RateWindow(options.clientEventsPerSecond);
  }

  get isOpen(): boolean {
    return !this.closed && this.ws.readyState === this.ws.OPEN;
  }

  send(frame: string): void {
    if (this.isOpen) this.ws.send(frame);
  }

  markClosed(): void {
    this.closed = true;
  }

  touch(now: number): void {
    this.lastSeen = now;
    this.pingSentAt = null;
  }

  /** Entry point for every WebSocket message. */
  receive(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean, now: number): void {
    this.touch(now);
    if (isBinary) {
      this.send(errorFrame(codes.reconnect, 'Binary frames are not supported; send JSON text frames'));
      this.host.rejected(this, 'binary frame');
      return;
    }
    const text = Buffer.isBuffer(data)
      ? data.toString('utf8')
      : Array.isArray(data)
        ? Buffer.concat(data).toString('utf8')
        : Buffer.from(data).toString('utf8');
    const frame = parseInboundFrame(text);
    if (frame === null) {
      // Reverb's answer to junk: an error the client can log, without dropping its subscriptions.
      this.send(errorFrame(codes.reconnect, 'Invalid message format'));
      this.host.rejected(this, 'malformed frame');
      return;
    }
    this.queue = this.queue.then(
      () => this.dispatch(frame, now),
      () => this.dispatch(frame, now),
    );
    // The chain never rejects out of dispatch (see below), but a detached rejection must not crash us.
    this.queue.catch(() => undefined);
  }

  private async dispatch(frame: InboundFrame, now: number): Promise<void> {
    if (this.closed) return;
    try {
      await this.handle(frame, now);
    } catch (error) {
      // A bug on our side must cost one frame, never the process.
      this.host.rejected(this, `handler failed: ${error instanceof Error ? error.message : String(error)}`);
      this.send(errorFrame(codes.reconnect, 'The message could not be handled'));
    }
  }

  private async handle(frame: InboundFrame, now: number): Promise<void> {
    const { event } = frame;
    if (event === 'pusher:ping') {
      this.send(pongFrame);
      return;
    }
    if (event === 'pusher:pong') return;
    if (event === 'pusher:subscribe') {
      const parsed = subscribeDataSchema.safeParse(frame.data);
      if (!parsed.success) {
        this.send(errorFrame(codes.reconnect, 'pusher:subscribe needs data.channel (and auth for private channels)'));
        this.host.rejected(this, 'bad subscribe');
        return;
      }
      await this.host.subscribe(this, {
        channel: parsed.data.channel,
        auth: parsed.data.auth,
        channelData: parsed.data.channel_data,
      });
      return;
    }
    if (event === 'pusher:unsubscribe') {
      const parsed = unsubscribeDataSchema.safeParse(frame.data);
      if (!parsed.success) {
        this.send(errorFrame(codes.reconnect, 'pusher:unsubscribe needs data.channel'));
        return;
      }
      await this.host.unsubscribe(this, parsed.data.channel);
      return;
    }
    if (event.startsWith('client-')) {
      if (frame.channel === undefined) {
        this.send(errorFrame(codes.clientEventRejected, 'A client event needs a channel'));
        return;
      }
      if (!this.clientEventWindow.take(now)) {
        this.send(errorFrame(codes.clientEventRejected, 'Too many client events: at most 10 a second', frame.channel));
        return;
      }
      this.host.clientEvent(this, { ...frame, channel: frame.channel });
      return;
    }
    if (event === 'pusher:signin') {
      this.send(errorFrame(codes.reconnect, 'User sign-in is not supported; subscribe to private-user-{id} instead'));
      return;
    }
    this.send(errorFrame(codes.reconnect, `Unknown event ${event.slice(0, 100)}`));
    this.host.rejected(this, 'unknown event');
  }
}
