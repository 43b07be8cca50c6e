import { z } from 'zod';

/**
 * Pusher Channels protocol 7 on the wire (library_auth_reference/pusher-websockets-protocol.md): what a
 * client may send, validated with zod before anything acts on it, and the frames the server sends.
 * Server→client `data` is a JSON string, as pusher-js and every other client library expect.
 */

/**
 * Error and close codes, chosen for what pusher-js does with them (research/realtime.md §1.8): 4000–4099
 * stop reconnecting, 4100–4199 retry after a second, 4200–4299 retry at once, 4300–4399 are errors that
 * do not close the connection.
 */
export const codes = {
  /** Unknown app key: the client gives up (a wrong key never becomes right by retrying). */
  appNotFound: 4001,
  /** The tenant's connection quota is used up; retrying at once would only hammer the server. */
  overQuota: 4004,
  /** The client speaks a protocol older than 5. */
  unsupportedProtocol: 4007,
  /** A subscription was refused (bad auth, bad name); as soketi, sent with the channel. */
  unauthorized: 4009,
  /** The client cannot keep up with its channels; it reconnects after a second and refetches. */
  overCapacity: 4100,
  /** Generic "reconnect now": graceful shutdown, and a malformed frame (sent as an error, no close). */
  reconnect: 4200,
  /** The client did not answer the server's ping. */
  pongNotReceived: 4201,
  /** Client events refused: not enabled, wrong channel, too big, too many. */
  clientEventRejected: 4301,
  /** More channels on one connection than allowed. */
  tooManyChannels: 4302,
} as const;

export const closeReasons = {
  shutdown: 'Server closed. Please reconnect shortly.',
  pong: 'Pong reply not received',
} as const;

/** A subscription's `data` may arrive as an object (pusher-js) or as a JSON string (some clients). */
function objectOrJsonString<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);
}

/** Long enough for any legal name; anything longer is refused by the name check, not stored. */
const channelField = z.string().max(1_000);

export const subscribeDataSchema = objectOrJsonString(
  z.object({
    channel: channelField,
    auth: z.string().max(1_000).optional(),
    channel_data: z
      .string()
      .max(16 * 1024)
      .optional(),
  }),
);

export const unsubscribeDataSchema = objectOrJsonString(z.object({ channel: channelField }));

/** Every inbound frame is at least this; the event then picks the schema of its data. */
export const inboundFrameSchema = z.object({
  event: z.string().min(1).max(1_000),
  channel: z.string().max(1_000).optional(),
  data: z.unknown().optional(),
});

export type InboundFrame = z.infer<typeof inboundFrameSchema>;

/** The presence `channel_data` the auth endpoint signed: who the member is. */
export const presenceMemberSchema = z.object({
  user_id: z.union([z.string().min(1).max(128), z.number().int().safe()]).transform(String),
  user_info: z.record(z.string(), z.unknown()).optional(),
});

/** Parses one text frame; null when it is not JSON or not a frame. */
export function parseInboundFrame(text: string): InboundFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = inboundFrameSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

// ---- Outbound frames ----------------------------------------------------------------------------------

export function connectionEstablishedFrame(socketId: string, activityTimeoutSeconds: number): string {
  return JSON.stringify({
    event: 'pusher:connection_established',
    data: JSON.stringify({ socket_id: socketId, activity_timeout: activityTimeoutSeconds }),
  });
}

/** `pusher:error`: data is an object here (as Pusher sends it); pusher-js reads `code` and `message`. */
export function errorFrame(code: number | null, message: string, channel?: string): string {
  return JSON.stringify(
    channel === undefined
      ? { event: 'pusher:error', data: { code, message } }
      : { event: 'pusher:error', channel, data: { code, message } },
  );
}

export const pingFrame = JSON.stringify({ event: 'pusher:ping', data: {} });
export const pongFrame = JSON.stringify({ event: 'pusher:pong', data: {} });

export function subscriptionSucceededFrame(channel: string, data: unknown = {}): string {
  return JSON.stringify({ event: 'pusher_internal:subscription_succeeded', channel, data: JSON.stringify(data) });
}

interface PresenceSnapshot {
  ids: string[];
  hash: Record<string, unknown>;
  count: number;
}

export function presenceSucceededFrame(channel: string, presence: PresenceSnapshot): string {
  return subscriptionSucceededFrame(channel, { presence });
}

/**
 * A refused subscription, as soketi sends it: pusher-js emits it on the channel as
 * `pusher:subscription_error` (`{type, error, status}`), so the page can tell why.
 */
export function subscriptionErrorFrame(
  channel: string,
  type: 'AuthError' | 'LimitReached' | 'InvalidChannel',
  error: string,
  status: number,
): string {
  return JSON.stringify({ event: 'pusher:subscription_error', channel, data: { type, error, status } });
}

export function memberAddedFrame(channel: string, userId: string, userInfo: unknown): string {
  return JSON.stringify({
    event: 'pusher_internal:member_added',
    channel,
    data: JSON.stringify({ user_id: userId, user_info: userInfo ?? {} }),
  });
}

export function memberRemovedFrame(channel: string, userId: string): string {
  return JSON.stringify({
    event: 'pusher_internal:member_removed',
    channel,
    data: JSON.stringify({ user_id: userId }),
  });
}

/** An event on a channel. `data` from the HTTP API is already a string and is passed through unchanged. */
export function channelEventFrame(channel: string, event: string, data: unknown, userId?: string): string {
  return JSON.stringify(userId === undefined ? { event, channel, data } : { event, channel, data, user_id: userId });
}
