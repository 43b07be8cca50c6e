import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { HydratesLaterContext } from './page-areas';
import { useHydrated } from './use-hydrated';

interface Gate {
  promise: Promise<void>;
  open: () => void;
  isOpen: () => boolean;
}

function createGate(): Gate {
  let opened = false;
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return {
    promise,
    open: () => {
      opened = true;
      resolve();
    },
    isOpen: () => opened,
  };
}

/** Suspends, while the page hydrates, until the gate opens: React keeps the server's HTML meanwhile. */
function Wait({ gate, children }: { gate: Gate; children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated && !gate.isOpen() && typeof window !== 'undefined') use(gate.promise);
  return children;
}

export interface HydrateWhenNearProps {
  children: ReactNode;
  /** The wrapper element's class (it is a real box: the viewport is watched through it). */
  className?: string;
  /** How far below the viewport hydration starts. */
  rootMargin?: string;
}

/**
 * Widgets below the fold (the sidebar, comments) come server-rendered, but their JavaScript loads and
 * runs only when they near the viewport or the browser is idle, the way Coral Talk loads its stream
 * (issue 10). Only the first render of a server page waits; on later navigations they render at once.
 */
export function HydrateWhenNear({ children, className, rootMargin = '300px' }: HydrateWhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(createGate);
  useEffect(() => {
    if (gate.isOpen()) return undefined;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      gate.open();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open();
      },
      { rootMargin },
    );
    observer.observe(element);
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => gate.open(), { timeout: 5000 })
        : window.setTimeout(() => gate.open(), 3000);
    return () => {
      observer.disconnect();
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [gate, rootMargin]);
  return (
    <div ref={ref} className={className}>
      <HydratesLaterContext.Provider value>
        <Suspense fallback={null}>
          <Wait gate={gate}>{children}</Wait>
        </Suspense>
      </HydratesLaterContext.Provider>
    </div>
  );
}
