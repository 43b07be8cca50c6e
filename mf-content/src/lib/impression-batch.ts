/**
 * AB-01: the A/B headlines this page view showed, gathered while they come into view and sent in one
 * batch a moment later (and right away when the page is hidden or left). Each article is reported once
 * per document; the server counts each viewer once per article anyway, so a repeat could only waste a
 * request, never count twice.
 */
const impressionsBatchDelayMs = 1000;

type Flush = (group: 'a' | 'b', articleIds: number[]) => void;

const reported = new Set<number>();
let pending: { group: 'a' | 'b'; ids: number[]; flush: Flush } | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

function flushNow(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  const batch = pending;
  pending = null;
  if (batch !== null && batch.ids.length > 0) batch.flush(batch.group, batch.ids);
}

function onHidden(): void {
  if (document.visibilityState === 'hidden') flushNow();
}

/** Queues one headline the viewer saw; `flush` sends a batch (the latest one given is used). */
export function queueImpression(articleId: number, group: 'a' | 'b', flush: Flush): void {
  if (reported.has(articleId)) return;
  reported.add(articleId);
  if (pending !== null && pending.group !== group) flushNow();
  pending = { group, ids: [...(pending?.ids ?? []), articleId], flush };
  if (!listening) {
    listening = true;
    window.addEventListener('pagehide', flushNow);
    document.addEventListener('visibilitychange', onHidden);
  }
  timer ??= setTimeout(flushNow, impressionsBatchDelayMs);
}

/** For tests: forget what this document reported, as a new page load does. */
export function resetImpressionsForTests(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  pending = null;
  reported.clear();
}

const watched = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

/**
 * Calls `onSeen` once, when at least half of `element` is in the viewport; answers the unwatch. Does
 * nothing where IntersectionObserver is missing: then only clicks count (each click brings its
 * impression), which undercounts both groups alike.
 */
export function watchVisibility(element: Element, onSeen: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = watched.get(entry.target);
        observer?.unobserve(entry.target);
        watched.delete(entry.target);
        callback?.();
      }
    },
    { threshold: 0.5 },
  );
  watched.set(element, onSeen);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    watched.delete(element);
  };
}
