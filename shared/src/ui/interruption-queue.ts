import { atom, useAtomValue } from 'jotai';
import { useEffect, useSyncExternalStore } from 'react';
import * as v from 'valibot';

/**
 * Issue 26: one interruption at a time (docs/decisions/0028). The overlays that ask a fan for something
 * (the pop-up POP-01, the promotion overlay OVL-01, the push prompt of WP-01, and since issue 27 the
 * non-modal offer to choose a club, CLB-01, decision 0038) do not open themselves:
 * each asks this queue for a turn and opens only when it gets one. The queue
 *
 * - opens one at a time, the others wait (never stacked), highest priority first;
 * - opens at most one of the site's own overlays per page view (a fan-initiated one, the push prompt
 *   the fan asked for with the toggle, does not count and is not held back by the rules below);
 * - opens none on the visitor's first page view on this site (remembered in localStorage, so a new
 *   browser session of the same browser is not a first visit again);
 * - opens none while the drawer or another modal dialog is open (`[data-interruptions="blocked"]`,
 *   `dialog[open]`, `[aria-modal="true"]`) or while focus is in a form field or anywhere in a form.
 *
 * A waiting overlay gets its turn when what held it back ends (the queue watches the document while
 * something waits). One queue per page runtime (a jotai store), so the shell and every remote share it.
 */

/** Who goes first when several wait: the lower number. */
export const interruptionPriority = {
  /** The push prompt: the fan just asked for it (checked the toggle). */
  pushPrompt: 0,
  /**
   * CLB-01: the offer to choose a club, once per browser (decision 0038). Not modal, and it makes the
   * site the fan's own, so it goes before the site's other messages.
   */
  clubOffer: 1,
  /** POP-01: the site's own message, after the fan read a fifth of the page. */
  popup: 2,
  /** OVL-01: an invitation to a third party's page. */
  promotionOverlay: 3,
} as const;

/** An element carrying this attribute with the value "blocked" holds every overlay back (the open drawer). */
export const interruptionsAttribute = 'data-interruptions';

interface InterruptionRequest {
  priority: number;
  /** The fan asked for it just now (a click): no first-page or one-per-page rule, a focused field is theirs. */
  fanInitiated?: boolean;
}

/** What the queue needs from the page; the browser's by default, a test's or another page's otherwise. */
export interface InterruptionEnvironment {
  /** Which page the visitor is on (path and query): a new value is a new page view. */
  currentPage(): string;
  /** Whether this is the visitor's first page view on the site (see `createFirstPageViewCheck`). */
  isFirstPageView(page: string): boolean;
  /** Whether the drawer or a modal dialog is open. */
  isBlockedByPage(): boolean;
  /** Whether the fan is typing: focus in an input, textarea, select or editable area. */
  isTyping(): boolean;
  /** Calls `onChange` whenever any of the above may have changed; returns how to stop. */
  watch(onChange: () => void): () => void;
}

interface InterruptionQueue {
  /** Puts `name` in the queue (again: updates its request). */
  request(name: string, request: InterruptionRequest): void;
  /** Takes `name` out: it closed, or no longer wants to open. The next one may get its turn. */
  release(name: string): void;
  /** The overlay that has the turn, or null. */
  active(): string | null;
  subscribe(listener: () => void): () => void;
  /** Looks again whether a waiting overlay may open (the environment's `watch` calls this). */
  evaluate(): void;
}

interface Waiting extends InterruptionRequest {
  order: number;
}

export function createInterruptionQueue(environment: InterruptionEnvironment): InterruptionQueue {
  const waiting = new Map<string, Waiting>();
  const listeners = new Set<() => void>();
  let active: string | null = null;
  /** The page view on which one of the site's own overlays already opened. */
  let pageWithOverlay: string | null = null;
  let order = 0;
  let stopWatching: (() => void) | null = null;

  function notify() {
    listeners.forEach((listener) => listener());
  }

  function mayOpen(entry: Waiting, page: string): boolean {
    if (environment.isBlockedByPage()) return false;
    if (entry.fanInitiated) return true;
    return !environment.isTyping() && pageWithOverlay !== page && !environment.isFirstPageView(page);
  }

  function updateWatching() {
    const needed = waiting.size > 0 && active === null;
    if (needed && stopWatching === null) stopWatching = environment.watch(evaluate);
    if (!needed && stopWatching !== null) {
      stopWatching();
      stopWatching = null;
    }
  }

  function evaluate() {
    if (active === null && waiting.size > 0) {
      const page = environment.currentPage();
      const next = [...waiting.entries()]
        .sort(([, a], [, b]) => a.priority - b.priority || a.order - b.order)
        .find(([, entry]) => mayOpen(entry, page));
      if (next) {
        const [name, entry] = next;
        waiting.delete(name);
        active = name;
        if (!entry.fanInitiated) pageWithOverlay = page;
        notify();
      }
    }
    updateWatching();
  }

  return {
    request(name, request) {
      if (active === name) return;
      const existing = waiting.get(name);
      waiting.set(name, { ...request, order: existing?.order ?? order++ });
      evaluate();
    },
    release(name) {
      waiting.delete(name);
      if (active === name) {
        active = null;
        notify();
      }
      evaluate();
    },
    active: () => active,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    evaluate,
  };
}

/** localStorage: the first page view this browser made on the site (which document, which page). */
export const firstPageViewStorageKey = 'tribune_first_page_view';
const firstPageViewSchema = v.object({ document: v.number(), page: v.string() });

function thisDocument(): number {
  return Math.round(performance.timeOrigin);
}

/** What storage holds, if it is a record this code wrote (anything else is overwritten). */
function readFirstPageView(raw: string | null): v.InferOutput<typeof firstPageViewSchema> | null {
  if (raw === null) return null;
  try {
    const parsed = v.safeParse(firstPageViewSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * Remembers the visitor's first page view on the site, once: the page and the document that showed it.
 * Later it is the first page view only in that document, on that page; a reload or any other page is
 * not. A record this code cannot read is replaced by this
 * page's. Storage that cannot be used at all counts as not the first view (the rule spares a newcomer;
 * it must not hide the overlays for good).
 */
export function recordFirstPageView(page: string, storage: Storage = window.localStorage): boolean {
  try {
    const stored = readFirstPageView(storage.getItem(firstPageViewStorageKey));
    if (stored !== null) return stored.document === thisDocument() && stored.page === page;
    storage.setItem(firstPageViewStorageKey, JSON.stringify({ document: thisDocument(), page }));
    return true;
  } catch {
    return false;
  }
}

function currentPage(): string {
  return `${window.location.pathname}${window.location.search}`;
}

const blockingSelector = [`[${interruptionsAttribute}="blocked"]`, 'dialog[open]', '[aria-modal="true"]'].join(', ');

function isFormField(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  // Anything of a form a fan is filling in, its checkboxes and its submit button included: a modal
  // opening between the last field and the button would swallow the press that sends the form.
  if (element.closest('form') !== null) return true;
  if (element instanceof HTMLInputElement)
    return !['button', 'submit', 'reset', 'checkbox', 'radio'].includes(element.type);
  return element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

/** The browser page: the address, localStorage, the document's dialogs and drawer, focus. */
function browserInterruptionEnvironment(): InterruptionEnvironment {
  return {
    currentPage,
    isFirstPageView: (page) => recordFirstPageView(page),
    isBlockedByPage: () => document.querySelector(blockingSelector) !== null,
    isTyping: () => isFormField(document.activeElement),
    watch(onChange) {
      // Focus leaving a field lands on its successor (or body) only after focusout: look a moment later.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const later = () => {
        clearTimeout(timer);
        timer = setTimeout(onChange, 0);
      };
      // Dialogs and the drawer open and close, and the router changes the page, by changing the DOM.
      const observer = new MutationObserver(onChange);
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['open', 'aria-modal', interruptionsAttribute, 'hidden'],
      });
      document.addEventListener('focusin', later);
      document.addEventListener('focusout', later);
      window.addEventListener('popstate', later);
      return () => {
        clearTimeout(timer);
        observer.disconnect();
        document.removeEventListener('focusin', later);
        document.removeEventListener('focusout', later);
        window.removeEventListener('popstate', later);
      };
    },
  };
}

/** One queue per page runtime (the jotai store), made when first read, in the browser only. */
const interruptionQueueAtom = atom(() => createInterruptionQueue(browserInterruptionEnvironment()));

const subscribeToNothing = () => () => undefined;

/**
 * Remembers the visitor's first page view as soon as the page is hydrated: the shell calls this once,
 * so a fan who moves on before any overlay asked still has their first page view counted as such.
 */
export function useRecordFirstPageView(): void {
  useEffect(() => {
    recordFirstPageView(currentPage());
  }, []);
}

/**
 * Asks the page's queue for a turn while `wanted`, and says whether this overlay has it. Render the
 * overlay only when this returns true; stop wanting it (close) and the turn passes on. Never true on
 * the server or while hydrating.
 */
export function useInterruption(name: string, wanted: boolean, request: InterruptionRequest): boolean {
  const queue = useAtomValue(interruptionQueueAtom);
  const { priority, fanInitiated = false } = request;
  useEffect(() => {
    if (!wanted) return undefined;
    queue.request(name, { priority, fanInitiated });
    return () => queue.release(name);
  }, [queue, name, wanted, priority, fanInitiated]);
  const hasTurn = useSyncExternalStore(
    wanted ? queue.subscribe : subscribeToNothing,
    () => queue.active() === name,
    () => false,
  );
  return wanted && hasTurn;
}
