/** A server-rendered page as it is kept: the same bytes for every guest (docs/decisions/0049). */
export interface CachedPage {
  html: string;
  status: number;
  /** With a 301: the path (and query) the page moved to; kept under the URL that was asked for. */
  location?: string;
  renderedAt: number;
  /** sha256 of `html` (base64url), taken once per render: each answer's ETag starts from it. */
  hash: string;
  /** Whether every part was rendered on the server (none left to the browser). */
  complete?: boolean;
}

interface PageCacheOptions {
  /** Served as is for this long. */
  freshMs: number;
  /** After that, served while one request renders it again in the background, up to this age. */
  staleMs: number;
  /** Pages kept at most, over all tenants (oldest dropped first). */
  maxEntries: number;
  /**
   * How long after it was fresh a complete page may stand in for one the server cannot render in full
   * while the database is away (issue 31, finding 7): `lastGood`.
   */
  staleIfErrorMs?: number;
  now?: () => number;
}

/**
 * The guest HTML cache (docs/decisions/0010). Keys carry the tenant, the remote versions the page was
 * rendered with and the URL, so a version switch misses at once. Only guest renders are ever stored:
 * the server never renders anyone's personal view (the session lives in the browser, ACC-11).
 * `purgeTenant` empties one tenant's pages when what they show changes.
 */
export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const pages = new Map<
    string,
    { page: CachedPage; storedAt: number; tenantId: string; freshMs: number; staleMs: number }
  >();
  const refreshing = new Set<string>();
  const staleIfErrorMs = options.staleIfErrorMs ?? 0;

  return {
    /**
     * The cached page, if any and not too old, and whether it should be rendered again now (stale).
     * A stale page is handed out once for refreshing; others get it without the flag meanwhile.
     */
    get(key: string): { page: CachedPage; refresh: boolean } | undefined {
      const entry = pages.get(key);
      if (!entry) return undefined;
      const age = now() - entry.storedAt;
      if (age > entry.freshMs + entry.staleMs) {
        // A complete page is kept a while longer, for lastGood; never served from here again.
        if (!(entry.page.complete === true && age <= entry.freshMs + staleIfErrorMs)) pages.delete(key);
        return undefined;
      }
      if (age <= entry.freshMs || refreshing.has(key)) return { page: entry.page, refresh: false };
      refreshing.add(key);
      return { page: entry.page, refresh: true };
    },
    /**
     * Keeps a page. `lifetime` shortens how long (a page the server could not render in full is kept
     * briefly, so a moment of load does not serve a page without its news for a minute).
     */
    set(key: string, tenantId: string, page: CachedPage, lifetime?: { freshMs: number; staleMs: number }): void {
      refreshing.delete(key);
      pages.delete(key);
      const { freshMs, staleMs } = lifetime ?? options;
      pages.set(key, { page, storedAt: now(), tenantId, freshMs, staleMs });
      while (pages.size > options.maxEntries) {
        const oldest = pages.keys().next().value;
        if (oldest === undefined) break;
        pages.delete(oldest);
      }
    },
    /**
     * The last page rendered in full under `key`, if it is younger than its freshness plus
     * `staleIfErrorMs`, with its age: what to serve when the server cannot render it in full now.
     */
    lastGood(key: string): { page: CachedPage; ageMs: number } | undefined {
      const entry = pages.get(key);
      if (entry?.page.complete !== true) return undefined;
      const ageMs = now() - entry.storedAt;
      return ageMs <= entry.freshMs + staleIfErrorMs ? { page: entry.page, ageMs } : undefined;
    },
    /** A refresh that failed: the stale page may be refreshed by a later request. */
    release(key: string): void {
      refreshing.delete(key);
    },
    purgeTenant(tenantId: string): void {
      for (const [key, entry] of pages) if (entry.tenantId === tenantId) pages.delete(key);
    },
    get size() {
      return pages.size;
    },
  };
}
