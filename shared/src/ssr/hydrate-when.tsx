import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { isServer } from './environment';
import { AreaSettledContext, HydratesLaterContext } from './page-areas';

/**
 * A condition of its own that brings the part to life: it is called once, after the page has hydrated,
 * with `open`, and returns what stops it listening. `open(click)` with a click event also holds that
 * click and replays it once the part is live (see `HydrateWhen`).
 */
export type HydrationTrigger = (open: (click?: MouseEvent) => void) => (() => void) | void;

export interface HydrateWhenProps {
  children: ReactNode;
  /** The wrapper element's class. */
  className?: string;
  /** Come to life when the part comes this close to the viewport (a CSS margin, e.g. '300px'). */
  near?: string;
  /** Come to life when the browser is idle. */
  idle?: boolean;
  /** Come to life when the visitor reaches for the part (pointer over or down, touch, focus). */
  interaction?: boolean;
  /** Other conditions (a stored session, a request to open a dialog). */
  triggers?: readonly HydrationTrigger[];
  /**
   * `false` for a part with nothing to show before it is needed (closed dialogs): the server renders
   * nothing, and the browser mounts it when a condition is met.
   */
  serverRendered?: boolean;
}

const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** The server's HTML of this part, read before React hydrates it; null on the server or when there is none. */
function readServerHtml(id: string): string | null {
  if (isServer()) return null;
  return document.getElementById(id)?.innerHTML ?? null;
}

/** Where an element sits under `root`, as child-element indices (comments and text do not count). */
function elementPath(root: Element, target: Element): number[] | null {
  const path: number[] = [];
  let node: Element = target;
  while (node !== root) {
    const parent = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return path;
}

function elementAt(root: Element, path: readonly number[]): Element | null {
  let node: Element | undefined = root;
  for (const index of path) {
    node = node?.children[index];
    if (!node) return null;
  }
  return node ?? null;
}

/**
 * What a held event aimed at: inside the part, where it sits (the live part's elements replace the
 * static ones); elsewhere on the page (a `#register` link for the account layer), the element itself.
 */
type Held = { path: number[] } | { element: Element };

/** Marks the copy of the server's HTML that stands in while the part's code arrives. */
const standInAttribute = 'data-hydrate-stand-in';

function holdOf(root: Element, target: Element): Held | null {
  if (!root.contains(target)) return { element: target };
  // On the stand-in, the path starts inside its wrapper: the live part has no such wrapper.
  const standIn = target.closest(`[${standInAttribute}]`);
  const path = elementPath(standIn && root.contains(standIn) ? standIn : root, target);
  return path ? { path } : null;
}

function heldElement(root: Element, held: Held): Element | null {
  if ('element' in held) return held.element.isConnected ? held.element : null;
  return elementAt(root, held.path);
}

/**
 * Parts of a page that come server-rendered but need their JavaScript only later: widgets below the
 * fold, live when they near the viewport or the browser is idle, the way Coral Talk loads its stream;
 * or a guest's account buttons, live when reached for (issue 10 §3, decision 0012).
 *
 * Until then the part is the server's HTML, kept as static markup (React hydrates the wrapper, not the
 * part), and its remote is not even fetched. When a condition is met the part renders in the browser,
 * the same HTML standing in while its code arrives, so nothing moves or flashes. Not a dehydrated
 * Suspense boundary: React would hold every later update from above (a navigation) until such a
 * boundary hydrates, so a navigation would wait for code the fan never asked for.
 *
 * A click on the static HTML is held (default prevented) and replayed on the same element of the live
 * part, and focus moves to it too, so neither a first click nor a keyboard user's place is lost.
 * Parts first rendered in the browser (after a navigation) are live at once.
 */
export function HydrateWhen({
  children,
  className,
  near,
  idle = false,
  interaction = false,
  triggers,
  serverRendered = true,
}: HydrateWhenProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [serverHtml] = useState(() => (serverRendered ? readServerHtml(id) : null));
  // Live at once when rendered in the browser with no server HTML to stand in (a later page).
  const [open, setOpen] = useState(() => serverRendered && !isServer() && serverHtml === null);
  const openRef = useRef(open);
  // A part live from its first render has no static phase: nothing to hold for it.
  const settledRef = useRef(open);
  const held = useRef<{ click: Held | null; focus: Held | null }>({ click: null, focus: null });
  // The triggers are read once, when the page has hydrated; later changes of the prop do not matter.
  const triggersRef = useRef(triggers);

  const bringToLife = useCallback((event?: Event) => {
    const root = ref.current;
    if (event && root && !settledRef.current && event.target instanceof Element) {
      if (event.type === 'click') {
        // No handler is attached yet: hold the click (no navigation, no other listener) for the replay.
        event.preventDefault();
        event.stopImmediatePropagation();
        held.current.click = holdOf(root, event.target);
      } else if (event.type === 'focusin') {
        held.current.focus = holdOf(root, event.target);
      }
    }
    if (openRef.current) return;
    openRef.current = true;
    setOpen(true);
  }, []);

  const onSettled = useCallback(() => {
    if (settledRef.current) return;
    settledRef.current = true;
    const root = ref.current;
    const { click, focus } = held.current;
    held.current = { click: null, focus: null };
    if (!root) return;
    const focusTarget = focus ? heldElement(root, focus) : null;
    if (focusTarget instanceof HTMLElement && (!document.activeElement || document.activeElement === document.body)) {
      focusTarget.focus();
    }
    const clickTarget = click ? heldElement(root, click) : null;
    if (clickTarget instanceof HTMLElement) clickTarget.click();
  }, []);

  useEffect(() => {
    if (openRef.current && settledRef.current) return undefined;
    const element = ref.current;
    const stops: (() => void)[] = [];
    const inPart = (event: Event) => element !== null && event.target instanceof Node && element.contains(event.target);
    // On the window, in the capture phase: before React's own listeners and any other.
    const onClick = (event: MouseEvent) => {
      if (inPart(event)) bringToLife(event);
    };
    window.addEventListener('click', onClick, { capture: true });
    stops.push(() => window.removeEventListener('click', onClick, { capture: true }));
    if (!openRef.current) {
      for (const trigger of triggersRef.current ?? []) {
        const stop = trigger((click) => bringToLife(click));
        if (stop) stops.push(stop);
      }
      if (interaction) {
        const onIntent = (event: Event) => {
          if (inPart(event)) bringToLife(event);
        };
        for (const type of intentEvents) window.addEventListener(type, onIntent, { capture: true, passive: true });
        stops.push(() => {
          for (const type of intentEvents) window.removeEventListener(type, onIntent, { capture: true });
        });
      }
      if (near !== undefined) {
        if (!element || typeof IntersectionObserver === 'undefined') {
          bringToLife();
        } else {
          const observer = new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) bringToLife();
            },
            { rootMargin: near },
          );
          observer.observe(element);
          stops.push(() => observer.disconnect());
        }
      }
      if (idle) {
        if (typeof requestIdleCallback === 'function') {
          const handle = requestIdleCallback(() => bringToLife(), { timeout: 5000 });
          stops.push(() => cancelIdleCallback(handle));
        } else {
          const handle = window.setTimeout(() => bringToLife(), 3000);
          stops.push(() => window.clearTimeout(handle));
        }
      }
    }
    return () => {
      for (const stop of stops) stop();
    };
  }, [bringToLife, near, idle, interaction]);

  const settled = useMemo(() => ({ onSettled }), [onSettled]);
  // Without `near` the wrapper needs no box of its own: `display: contents` keeps it out of layouts.
  const style = near === undefined ? { display: 'contents' } : undefined;
  const onServer = isServer();

  if (!onServer && !open) {
    // Before it is live: the server's HTML as it is (nothing for a part the server did not render).
    return (
      <div
        id={id}
        ref={ref}
        className={className}
        style={style}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: serverHtml ?? '' }}
      />
    );
  }
  const standIn =
    serverHtml === null ? null : (
      <div
        {...{ [standInAttribute]: '' }}
        style={{ display: 'contents' }}
        dangerouslySetInnerHTML={{ __html: serverHtml }}
      />
    );
  return (
    <div id={id} ref={ref} className={className} style={style}>
      <HydratesLaterContext.Provider value>
        <AreaSettledContext.Provider value={settled}>
          {onServer && !serverRendered ? null : <Suspense fallback={standIn}>{children}</Suspense>}
        </AreaSettledContext.Provider>
      </HydratesLaterContext.Provider>
    </div>
  );
}

export interface HydrateWhenNearProps {
  children: ReactNode;
  /** The wrapper element's class (it is a real box: the viewport is watched through it). */
  className?: string;
  /** How far below the viewport hydration starts. */
  rootMargin?: string;
}

/** Widgets below the fold (the sidebar, comments): live when near the viewport or when the browser is idle. */
export function HydrateWhenNear({ children, className, rootMargin = '300px' }: HydrateWhenNearProps) {
  return (
    <HydrateWhen className={className} near={rootMargin} idle>
      {children}
    </HydrateWhen>
  );
}
