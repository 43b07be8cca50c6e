import type { Page } from '@playwright/test';

/**
 * Resolves when the page's real-time connection has joined `channel` (the server's
 * `pusher_internal:subscription_succeeded` frame; a RegExp is tried on the whole frame). Call it before the page opens its connection. A
 * journey that makes something happen for a listener waits for this first: an event published before
 * the subscription reaches no one, and waiting for a frame is exact where a pause would be a guess.
 */
export function subscribedTo(page: Page, channel: string | RegExp): Promise<void> {
  const named = (payload: string) =>
    typeof channel === 'string' ? payload.includes(`"channel":"${channel}"`) : channel.test(payload);
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('pusher_internal:subscription_succeeded') && named(payload))
          resolve();
      });
    });
  });
}
