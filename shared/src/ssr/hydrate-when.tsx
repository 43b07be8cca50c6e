import {
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
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

function holdOf(root: Element, target: Element): Held | null {
  if (!root.contains(target)) return { element: target };
  const path = elementPath(root, target);
  return path ? { path } : null;
}

function heldElement(root: Element, held: Held): Element | null {
  if ('element' in held) return held.element.isConnected ? held.element : null;
  return elementAt(root, held.path);
}

/** Tells its part that everything inside the loading boundary has committed (code and messages in). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(() => onCommit(), [onCommit]);
  return null;
}

/**
 * Parts of a page that come server-rendered but need their JavaScript only later: widgets below the
 * fold, live when they near the viewport or the browser is idle, the way Coral Talk loads its stream;
 * or a guest's account buttons, live when reached for (issue 10 §3, decision 0012).
 *
 * Until then the part is the server's HTML, kept as static markup (React hydrates the wrapper, not the
 * part), and its remote is not even fetched. Not a dehydrated Suspense boundary: React would hold every
 * later update from above (a navigation) until such a boundary hydrates, so a navigation would wait
 * for code the fan never asked for.
 *
 * When a condition is met the live part renders beside the static HTML, hidden, while its code and
 * messages arrive; once it has committed it takes the static HTML's place in one step. The static
 * elements are never touched before that: a press that has begun on a button must end on the same
 * element, or the browser sends no click at all (a pointer that brings the part to life is exactly
 * such a press). A swap that becomes ready mid-press waits for the press to end.
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
  const staticRef = useRef<HTMLDivElement>(null);
  const liveRef = useRef<HTMLDivElement>(null);
  const [serverHtml] = useState(() => (serverRendered ? readServerHtml(id) : null));
  // Live at once when rendered in the browser with no server HTML to stand in (a later page).
  const [liveFromStart] = useState(() => serverRendered && !isServer() && serverHtml === null);
  // `open`: the live part is rendered (hidden while it loads); `shown`: it has replaced the static HTML.
  const [open, setOpen] = useState(liveFromStart);
  const [shown, setShown] = useState(liveFromStart);
  const openRef = useRef(open);
  const shownRef = useRef(shown);
  const settledRef = useRef(liveFromStart);
  const pressing = useRef(false);
  const swapWaiting = useRef(false);
  const held = useRef<{ click: Held | null; focus: Held | null }>({ click: null, focus: null });
  // The triggers are read once, when the page has hydrated; later changes of the prop do not matter.
  const triggersRef = useRef(triggers);

  const bringToLife = useCallback((event?: Event) => {
    const root = staticRef.current;
    if (event && root && !shownRef.current && event.target instanceof Element) {
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

  const swap = useCallback(() => {
    swapWaiting.current = false;
    if (shownRef.current) return;
    shownRef.current = true;
    setShown(true);
  }, []);

  const onSettled = useCallback(() => {
    if (settledRef.current) return;
    settledRef.current = true;
    if (pressing.current) swapWaiting.current = true;
    else swap();
  }, [swap]);

  // Right after the swap, before the browser paints: the held focus and click go to the live part.
  useLayoutEffect(() => {
    if (!shown || liveFromStart) return;
    const root = liveRef.current;
    const { click, focus } = held.current;
    held.current = { click: null, focus: null };
    if (!root) return;
    const focusTarget = focus ? heldElement(root, focus) : null;
    if (focusTarget instanceof HTMLElement && (!document.activeElement || document.activeElement === document.body)) {
      focusTarget.focus();
    }
    const clickTarget = click ? heldElement(root, click) : null;
    if (clickTarget instanceof HTMLElement) clickTarget.click();
  }, [shown, liveFromStart]);

  useEffect(() => {
    if (shownRef.current) return undefined;
    const element = staticRef.current;
    const stops: (() => void)[] = [];
    const listen = <Type extends keyof WindowEventMap>(type: Type, listener: (event: WindowEventMap[Type]) => void) => {
      // On the window, in the capture phase: before React's own listeners and any other.
      window.addEventListener(type, listener, { capture: true, passive: type !== 'click' });
      stops.push(() => window.removeEventListener(type, listener, { capture: true }));
    };
    const inPart = (event: Event) => element !== null && event.target instanceof Node && element.contains(event.target);
    listen('click', (event) => {
      if (inPart(event)) bringToLife(event);
    });
    listen('pointerdown', (event) => {
      if (inPart(event)) pressing.current = true;
    });
    const pressEnded = () => {
      pressing.current = false;
      // After the click that follows the release: it lands on the static element and is held.
      if (swapWaiting.current) window.setTimeout(swap, 0);
    };
    listen('pointerup', pressEnded);
    listen('pointercancel', pressEnded);
    if (!openRef.current) {
      for (const trigger of triggersRef.current ?? []) {
        const stop = trigger((click) => bringToLife(click));
        if (stop) stops.push(stop);
      }
      if (interaction) {
        for (const type of intentEvents) {
          listen(type, (event: Event) => {
            if (inPart(event)) bringToLife(event);
          });
        }
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
  }, [bringToLife, swap, near, idle, interaction, shown]);

  const settled = useMemo(() => ({ onSettled }), [onSettled]);
  // Without `near` the wrapper needs no box of its own: `display: contents` keeps it out of layouts.
  const style = near === undefined ? { display: 'contents' } : undefined;
  const onServer = isServer();

  const live = (
    <HydratesLaterContext.Provider value>
      <AreaSettledContext.Provider value={settled}>
        {onServer && !serverRendered ? null : (
          <Suspense fallback={null}>
            {children}
            {onServer ? null : <Committed onCommit={onSettled} />}
          </Suspense>
        )}
      </AreaSettledContext.Provider>
    </HydratesLaterContext.Provider>
  );
  // One element list, keyed, so the live part stays mounted (state, effects) when the static HTML goes.
  return (
    <>
      {onServer || shown ? null : (
        // Before it is live: the server's HTML as it is (nothing for a part the server did not render).
        <div
          key="static"
          id={id}
          ref={staticRef}
          className={className}
          style={style}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: serverHtml ?? '' }}
        />
      )}
      {onServer || open ? (
        <div
          key="live"
          id={onServer || shown ? id : undefined}
          ref={liveRef}
          className={className}
          style={onServer || shown ? style : { display: 'none' }}
        >
          {live}
        </div>
      ) : null}
    </>
  );
}

interface HydrateWhenNearProps {
  children: ReactNode;
  /** The wrapper element's class (it is a real box: the viewport is watched through it). */
  className?: string;
  /** How far below the viewport hydration starts. */
  rootMargin?: string;
}

/**
 * Widgets that may sit below the fold (the sidebar): live when they come near the viewport, or when the
 * fan reaches for them. Not when the browser is idle (issue 30): on a phone the sidebar is under the
 * news, and a fan who never scrolls there should not pay for its code, nor the page's main thread for
 * hydrating it while Lighthouse counts blocking time. On a desktop, where it is in view, it comes to
 * life at once.
 */
export function HydrateWhenNear({ children, className, rootMargin = '300px' }: HydrateWhenNearProps) {
  return (
    <HydrateWhen className={className} near={rootMargin} interaction>
      {children}
    </HydrateWhen>
  );
}
