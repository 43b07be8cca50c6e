/** What pusher-js's channel authorisation hands a custom handler, and what it expects back. */
export interface ChannelAuthorizationRequest {
  socketId: string;
  channelName: string;
}
export type ChannelAuthorizationCallback = (error: Error | null, data: unknown) => void;
export type ChannelAuthorizationHandler = (
  request: ChannelAuthorizationRequest,
  callback: ChannelAuthorizationCallback,
) => void;

/** A refused or failed authorisation, with the endpoint's status (0 when nothing answered). */
export class ChannelAuthorizationError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ChannelAuthorizationError';
  }
}

/**
 * The one way a private or presence channel is authorised (NOT-03, NR-04), wherever pusher-js runs: on
 * the page, or in the shell's worker, which asks the page (decision 0067), since the page holds the
 * session and the token never crosses into the worker. It posts to the endpoint as pusher-js's own ajax
 * transport does: a form with `socket_id` and `channel_name`, and the headers of the moment (the tenant,
 * the fan's token as it is now).
 */
export function channelAuthorizationHandler(
  endpoint: string,
  headers: () => Record<string, string>,
): ChannelAuthorizationHandler {
  return ({ socketId, channelName }, callback) => {
    fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers() },
      body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }),
    })
      .then(async (response) => {
        if (response.status !== 200) {
          throw new ChannelAuthorizationError(response.status, `Channel authorisation answered ${response.status}`);
        }
        callback(null, await response.json());
      })
      .catch((error: unknown) => {
        callback(error instanceof Error ? error : new ChannelAuthorizationError(0, String(error)), null);
      });
  };
}
