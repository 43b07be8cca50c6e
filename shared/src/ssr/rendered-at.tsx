import { createContext, useContext, useEffect, useState } from 'react';

const RenderedAtContext = createContext<number | null>(null);

/** Provided by TribuneProviders from the runtime's `renderedAt`. */
export const RenderedAtProvider = RenderedAtContext.Provider;

/**
 * The page's render time: the same on the server and while the browser hydrates, so a date or a
 * countdown hydrates to the text the server wrote (a different "now" would be a hydration mismatch).
 */
export function useRenderedAt(): number {
  return useContext(RenderedAtContext) ?? Date.now();
}

/**
 * The current time, updated every `intervalMs` (never, when 0), starting from the page's render time
 * and moving to the real clock right after the first commit.
 */
export function useNow(intervalMs = 0): number {
  const renderedAt = useRenderedAt();
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    if (intervalMs <= 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
