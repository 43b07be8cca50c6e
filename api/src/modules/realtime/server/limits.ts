/**
 * The limits of the embedded server. Defaults follow Pusher's published limits (research/realtime.md
 * §1.10), so code written against this server also works on Pusher itself and on soketi.
 */
export interface RealtimeLimits {
  /** Largest inbound WebSocket message in bytes (ws `maxPayload`; a larger one closes with 1009). */
  maxMessageBytes: number;
  /** Open connections per app (tenant) in this process; the next one is refused with 4004. */
  maxConnectionsPerApp: number;
  /** Channels one connection may be subscribed to at once. */
  maxChannelsPerConnection: number;
  /** `data` of one published event, in bytes (HTTP 413 above it). */
  maxEventDataBytes: number;
  /** Channels one HTTP publish may name. */
  maxChannelsPerEvent: number;
  /** Events in one `batch_events` request. */
  maxBatchSize: number;
  maxEventNameLength: number;
  /** Members of one presence channel (distinct users). */
  maxPresenceMembers: number;
  /** Serialized `user_info` of one presence member, in bytes. */
  maxPresenceUserInfoBytes: number;
  /** Client events one connection may send per second. */
  maxClientEventsPerSecond: number;
  /**
   * Bytes queued for one client that is not reading. Above this it is closed with 4100, so it reconnects
   * and refetches instead of holding the server's memory.
   */
  maxBufferedBytes: number;
}

export const defaultLimits: RealtimeLimits = {
  maxMessageBytes: 64 * 1024,
  maxConnectionsPerApp: 10_000,
  maxChannelsPerConnection: 100,
  maxEventDataBytes: 10 * 1024,
  maxChannelsPerEvent: 100,
  maxBatchSize: 10,
  maxEventNameLength: 200,
  maxPresenceMembers: 100,
  maxPresenceUserInfoBytes: 1024,
  maxClientEventsPerSecond: 10,
  maxBufferedBytes: 1024 * 1024,
};

/** A fixed one-second window: cheap enough to keep on every connection. */
export class RateWindow {
  private windowStart = 0;
  private count = 0;

  constructor(private readonly perSecond: number) {}

  /** Counts one use; false when the window's budget is spent. */
  take(now: number): boolean {
    if (now - this.windowStart >= 1_000) {
      this.windowStart = now;
      this.count = 0;
    }
    this.count += 1;
    return this.count <= this.perSecond;
  }
}
