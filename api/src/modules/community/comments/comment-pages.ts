import type { Database } from '../../../db/client';
import { findResource, type ResourceRef, resourceKey } from '../resources/find-resources';
import { commentsPerPage, type CommentThreads, type ResourceSummary, type SharedPage } from './comment-threads';
import type { Asker, CommentView } from './comment-view';

/** Kept parts at most, over all resources: a summary or a page each (a page of 20 threads is tens of KB). */
const maxParts = 3000;

interface Kept<T> {
  storedAt: number;
  value: Promise<T>;
}

/** What is kept of one resource's list: its summary (null while it has none) and its shared pages. */
interface KeptResource {
  tenantId: string;
  summary: Kept<ResourceSummary | null> | null;
  pages: Map<number, Kept<SharedPage>>;
}

/** The hidden top-level comments `asker` sees: a manager all, an author their own, anyone else none. */
function hiddenShownTo(summary: ResourceSummary, asker: Asker): number {
  if (asker.manager) return summary.hiddenTopLevel.length;
  if (asker.userId === null) return 0;
  return summary.hiddenTopLevel.filter((comment) => comment.userId === asker.userId).length;
}

/**
 * A resource's comment list (CMT-01) with its shared part kept in memory, so a fan's page costs the
 * token check and one read of their own likes and reports (issue 13: p99 ≤ 50 ms at 50 connections, where
 * every request used to count all of the resource's comments and read its page, likers and all).
 *
 * Kept per tenant and resource: the summary (`comments_count`, the top-level count every reader shares,
 * the hidden top-level comments; it also stands for "the resource exists") and each page as a reader
 * without hidden top-level comments of their own sees it, with every row of its threads (hidden and
 * deleted ones too) and the likers. Each request then filters what its asker may see and works out the
 * `can_*` flags (`buildTrees`, as before). An asker who sees hidden top-level comments (a manager, or
 * their author, when the resource has any) gets pages of their own from the database, uncached: those
 * move the page boundaries.
 *
 * Kept `lifetimeMs` at most (PUBLIC_ANSWER_CACHE_SECONDS, as the public answers; 0 keeps nothing): what
 * another API process changed shows within it. This process drops a resource's parts when it writes its
 * comments (`forget`, before the write answers) and a tenant's on any of its writes
 * (plugins/content-changes.ts: a user renamed or gone, a new line-up, an article taken down). Loads are
 * shared: a burst of readers costs one read, and a write's `forget` also drops a load under way, so a
 * read that starts after the write never gets what was read before it.
 */
export function createCommentPages(options: {
  db: Database;
  threads: CommentThreads;
  lifetimeMs: number;
  /** Subscribes to "a tenant's data changed" (`app.onTenantContentChange`). */
  onTenantChange: (listener: (tenantId: string) => void) => void;
}) {
  const { db, threads, lifetimeMs } = options;
  const resources = new Map<string, KeptResource>();
  let partCount = 0;

  const keyOf = (tenantId: string, ref: ResourceRef) => `${tenantId}\n${resourceKey(ref)}`;

  function drop(key: string): void {
    const resource = resources.get(key);
    if (resource === undefined) return;
    partCount -= resource.pages.size + (resource.summary === null ? 0 : 1);
    resources.delete(key);
  }

  options.onTenantChange((tenantId) => {
    for (const [key, resource] of resources) if (resource.tenantId === tenantId) drop(key);
  });

  /** The resource's kept parts, made the most recently used (Map order is the eviction order). */
  function resourceOf(tenantId: string, key: string): KeptResource {
    const found = resources.get(key);
    if (found !== undefined) {
      resources.delete(key);
      resources.set(key, found);
      return found;
    }
    const made: KeptResource = { tenantId, summary: null, pages: new Map() };
    resources.set(key, made);
    return made;
  }

  /** Makes room for one more part: the least recently used resources go whole. */
  function makeRoom(keep: string): void {
    for (const key of resources.keys()) {
      if (partCount < maxParts) return;
      if (key !== keep) drop(key);
    }
    const own = resources.get(keep);
    if (partCount >= maxParts && own !== undefined) {
      partCount -= own.pages.size;
      own.pages.clear();
    }
  }

  /** Takes a failed or empty load out, and the resource with it once nothing of it is kept. */
  function release(key: string, resource: KeptResource, take: () => boolean): void {
    if (resources.get(key) !== resource || !take()) return;
    partCount -= 1;
    if (resource.summary === null && resource.pages.size === 0) resources.delete(key);
  }

  /** Keeps `load()`'s promise under `slot` of the resource (a burst of readers shares one load). */
  function keep<T>(
    tenantId: string,
    ref: ResourceRef,
    slot: {
      get: (resource: KeptResource) => Kept<T> | null | undefined;
      set: (resource: KeptResource, kept: Kept<T>) => void;
      clear: (resource: KeptResource, kept: Kept<T>) => boolean;
      /** Whether a loaded value is kept (a missing resource is not). */
      keeps: (value: T) => boolean;
    },
    load: () => Promise<T>,
  ): Promise<T> {
    if (lifetimeMs === 0) return load();
    const key = keyOf(tenantId, ref);
    const resource = resourceOf(tenantId, key);
    const found = slot.get(resource);
    if (found && Date.now() - found.storedAt <= lifetimeMs) return found.value;
    if (!found) {
      makeRoom(key);
      partCount += 1;
    }
    const kept: Kept<T> = { storedAt: Date.now(), value: load() };
    slot.set(resource, kept);
    const forget = () => release(key, resource, () => slot.clear(resource, kept));
    kept.value.then((value) => {
      if (!slot.keeps(value)) forget();
    }, forget);
    return kept.value;
  }

  async function loadSummary(tenantId: string, ref: ResourceRef): Promise<ResourceSummary | null> {
    const found = await findResource(db, tenantId, ref);
    return found === null ? null : threads.summary(tenantId, ref);
  }

  const summarySlot = {
    get: (resource: KeptResource) => resource.summary,
    set: (resource: KeptResource, kept: Kept<ResourceSummary | null>) => {
      resource.summary = kept;
    },
    clear: (resource: KeptResource, kept: Kept<ResourceSummary | null>) => {
      if (resource.summary !== kept) return false;
      resource.summary = null;
      return true;
    },
    keeps: (summary: ResourceSummary | null) => summary !== null,
  };

  const pageSlot = (page: number) => ({
    get: (resource: KeptResource) => resource.pages.get(page),
    set: (resource: KeptResource, kept: Kept<SharedPage>) => {
      resource.pages.set(page, kept);
    },
    clear: (resource: KeptResource, kept: Kept<SharedPage>) =>
      resource.pages.get(page) === kept && resource.pages.delete(page),
    keeps: () => true,
  });

  return {
    /**
     * The resource's counts and hidden top-level comments, or null when it is not there for the tenant
     * (unknown, unpublished, another tenant's: the contract's 404). A null is never kept.
     */
    summary(tenantId: string, ref: ResourceRef): Promise<ResourceSummary | null> {
      return keep(tenantId, ref, summarySlot, () => loadSummary(tenantId, ref));
    },

    /** `last_page` for `asker`: the top-level comments every reader sees and the hidden ones they see. */
    lastPage(summary: ResourceSummary, asker: Asker): number {
      const topLevel = summary.publicTopLevel + hiddenShownTo(summary, asker);
      return Math.max(1, Math.ceil(topLevel / commentsPerPage));
    },

    /** Page `page` of the resource's list as `asker` sees it, each top-level comment with its whole reply tree. */
    async page(
      tenantId: string,
      ref: ResourceRef,
      page: number,
      summary: ResourceSummary,
      asker: Asker,
      deletedUser: string,
    ): Promise<CommentView[]> {
      if (hiddenShownTo(summary, asker) > 0) return threads.page(tenantId, ref, page, asker, deletedUser);
      const shared = await keep(tenantId, ref, pageSlot(page), () => threads.sharedPage(tenantId, ref, page));
      return threads.treesOfShared(tenantId, shared, asker, deletedUser);
    },

    /** Drops what is kept of the resource's list: every write of its comments calls it once committed. */
    forget(tenantId: string, ref: ResourceRef): void {
      drop(keyOf(tenantId, ref));
    },
  };
}

export type CommentPages = ReturnType<typeof createCommentPages>;
