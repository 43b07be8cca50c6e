import { act } from '@testing-library/react';
import type { createRealtimeClient } from '../realtime/realtime-client';

type LoadPusher = NonNullable<Parameters<typeof createRealtimeClient>[0]['loadPusher']>;
type Handler = (data: unknown) => void;
type StateHandler = (states: { previous: string; current: string }) => void;

/**
 * Stands in for pusher-js, the real-time network edge: shared's real client runs on top of it, and a
 * test pushes events into channels as the server would, or drops and restores the connection.
 */
export function createFakePusher() {
  const handlers = new Map<string, Map<string, Set<Handler>>>();
  const stateHandlers = new Set<StateHandler>();
  const subscribed = new Set<string>();
  let connected = false;

  class FakePusher {
    connection = {
      bind: (event: string, handler: StateHandler) => {
        if (event === 'state_change') stateHandlers.add(handler);
      },
    };
    subscribe(channel: string) {
      subscribed.add(channel);
      const events = handlers.get(channel) ?? new Map<string, Set<Handler>>();
      handlers.set(channel, events);
      return {
        bind(event: string, handler: Handler) {
          const set = events.get(event) ?? new Set<Handler>();
          set.add(handler);
          events.set(event, set);
        },
        unbind(event: string, handler: Handler) {
          events.get(event)?.delete(handler);
        },
      };
    }
    unsubscribe(channel: string) {
      subscribed.delete(channel);
      handlers.delete(channel);
    }
    disconnect() {
      subscribed.clear();
      handlers.clear();
    }
  }

  const loadPusher: LoadPusher = () => Promise.resolve(FakePusher);
  return {
    loadPusher,
    subscribedChannels: () => [...subscribed].sort(),
    /** Delivers an event to every handler bound to it, inside act() like a real push. */
    emit(channel: string, event: string, data: unknown) {
      act(() => {
        for (const handler of handlers.get(channel)?.get(event) ?? []) handler(data);
      });
    },
    /** The connection drops and comes back, as pusher-js reports it. */
    reconnect() {
      act(() => {
        // The first connection, unless it was announced already, then the drop and the return.
        if (!connected) for (const handler of stateHandlers) handler({ previous: 'connecting', current: 'connected' });
        connected = true;
        for (const handler of stateHandlers) handler({ previous: 'connected', current: 'connecting' });
        for (const handler of stateHandlers) handler({ previous: 'connecting', current: 'connected' });
      });
    },
  };
}
