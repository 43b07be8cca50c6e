import { createContext, useContext, useEffect, useRef } from 'react';
import type { RealtimeClient, RealtimeHandler } from './realtime-client';

const RealtimeContext = createContext<RealtimeClient | null>(null);
export const RealtimeProvider = RealtimeContext.Provider;

function useRealtimeClient(): RealtimeClient | null {
  return useContext(RealtimeContext);
}

/**
 * Listens to one real-time event for as long as the component is mounted. Pass `null` as the channel
 * to listen to nothing (for example until a fixture turns live). The latest handler is always used, so
 * callers need not memoise it.
 */
export function useChannelEvent(channel: string | null, event: string, handler: RealtimeHandler): void {
  const client = useRealtimeClient();
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  useEffect(() => {
    if (!client || !channel) return undefined;
    return client.subscribe(channel, event, (data) => handlerRef.current(data));
  }, [client, channel, event]);
}

/** Runs after the real-time connection comes back, so a component can refetch what it missed. */
export function useRealtimeReconnect(listener: () => void): void {
  const client = useRealtimeClient();
  const listenerRef = useRef(listener);
  listenerRef.current = listener;
  useEffect(() => client?.onReconnect(() => listenerRef.current()), [client]);
}
