import { useContext, useEffect, useRef } from 'react';
import { ApiError, isApiError } from '../api/api-error';
import type { RemoteName } from '../bootstrap/bootstrap';
import { CurrentRemoteContext } from '../slots/remote-area';
import { unstable_serialize, useSWRConfig, type Middleware, type SWRConfiguration } from 'swr';
import type { PageError } from './page-state';

/** A key's loader, and the remote whose area asked for it (null: the shell). */
interface WantedData {
  load: () => Promise<unknown>;
  remote: RemoteName | null;
}

/**
 * On the server, SWR never fetches (its effects do not run). This middleware notes every key a render
 * asks for and has no data for yet, with the fetcher that would load it, so the server can load them
 * all and render again with the answers as SWR's fallback (docs/decisions/0010).
 */
export function createServerDataCollector() {
  const wanted = new Map<string, WantedData>();
  const middleware: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const resolved: unknown = typeof key === 'function' ? safeCall(key as () => unknown) : key;
    if (resolved === null || resolved === undefined || resolved === false) return useSWRNext(key, fetcher, config);
    const serialized = unstable_serialize(resolved);
    // With the data at hand the component renders it, not its loading state (SWR would otherwise
    // report `isLoading` on the server, where no revalidation ever happens).
    // The same for an answer that was "not found" or "gone": the component renders its not-found page.
    const { cache } = useSWRConfig();
    const known = serialized in (config.fallback ?? {}) || cache.get(serialized)?.error !== undefined;
    if (known) return useSWRNext(key, fetcher, { ...config, revalidateOnMount: false });
    const remote = useContext(CurrentRemoteContext);
    const result = useSWRNext(key, fetcher, config);
    // Reads only: a mutation hook (useSWRMutation, whose result has `trigger`) is never run here.
    if (fetcher && !wanted.has(serialized) && !('trigger' in result)) {
      wanted.set(serialized, { load: () => Promise.resolve().then(() => fetcher(resolved as never)), remote });
    }
    return result;
  };
  return {
    middleware,
    /** Takes the keys noted since the last call. */
    take(): Map<string, WantedData> {
      const taken = new Map(wanted);
      wanted.clear();
      return taken;
    },
  };
}

function safeCall(getKey: () => unknown): unknown {
  try {
    return getKey();
  } catch {
    return null;
  }
}

/**
 * In the browser, a key the server rendered with is not fetched again when the hydrating component
 * mounts: the page already shows that data. The first mount of each such key skips SWR's revalidation;
 * later mounts (a fan navigating back) revalidate as usual.
 */
export function createHydrationMiddleware(serverKeys: Iterable<string>): Middleware {
  const fresh = new Set(serverKeys);
  return (useSWRNext) => (key, fetcher, config) => {
    const serialized = key === null || key === undefined || key === false ? '' : unstable_serialize(key);
    const fromServer = useRef(fresh.has(serialized)).current;
    useEffect(() => {
      fresh.delete(serialized);
    }, [serialized]);
    return useSWRNext(key, fetcher, fromServer ? { ...config, revalidateOnMount: false } : config);
  };
}

/** API answers that are a page's result rather than a failure: the subject does not exist (issue 30). */
const pageResultStatuses = new Set([404, 410]);

/**
 * The API's "not found" (404) or "gone" (410) as the page state carries it, or null for any other
 * failure (a 500, a timeout), which leaves the area to the browser as before.
 */
export function toPageError(error: unknown): PageError | null {
  if (!isApiError(error) || !pageResultStatuses.has(error.status)) return null;
  return { status: error.status, message: error.message, body: error.body };
}

/**
 * The browser's SWR cache (and the server's, for its errors), holding what the server rendered with
 * from the start. As `fallback` alone data would only be shown, not cached: a `mutate(update)` (a live
 * event applied to a server-rendered match) would get no current value to update. Seeded, it behaves as
 * data fetched here. An error is the same `ApiError` the browser's own request would have thrown, so a
 * component shows the same not-found page on both sides.
 */
export function createSeededCache(
  serverData: Record<string, unknown>,
  serverErrors: Record<string, PageError> = {},
): () => Map<string, { data?: unknown; error?: unknown }> {
  return () =>
    new Map<string, { data?: unknown; error?: unknown }>([
      ...Object.entries(serverData).map(([key, data]) => [key, { data }] as const),
      ...Object.entries(serverErrors).map(
        ([key, { status, body, message }]) => [key, { error: new ApiError(status, body, message) }] as const,
      ),
    ]);
}

export type SwrPageConfiguration = Pick<SWRConfiguration, 'fallback' | 'use' | 'provider'>;
