import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApiClient } from '@tribune/shared';
import { listUserArticles, useListUserArticles, type UserArticlesPage } from '../api/list-user-articles';
import type { ArticleSummary } from '../../../lib/article-schema';

interface MorePages {
  /** Whose articles these pages are: another user's list starts without them. */
  userId: number;
  pages: UserArticlesPage[];
  loading: boolean;
  failed: boolean;
}

/**
 * PRF-01: a user's articles with load-more. Each click asks from the last answer's `next_offset`; the
 * button goes once that is null. Clicks while a page loads are ignored (ART-06), and a failed page is
 * asked again on the next click.
 */
export function useUserArticles(userId: number) {
  const client = useApiClient();
  const first = useListUserArticles(userId);
  const [state, setState] = useState<MorePages>({ userId, pages: [], loading: false, failed: false });
  const more = useMemo<MorePages>(
    () => (state.userId === userId ? state : { userId, pages: [], loading: false, failed: false }),
    [state, userId],
  );
  // Two clicks can arrive before React renders again; the ref lets only one request start.
  const inFlight = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      inFlight.current?.abort();
      inFlight.current = null;
    },
    [userId],
  );

  const nextOffset = (more.pages[more.pages.length - 1] ?? first.data)?.nextOffset ?? null;

  const loadMore = useCallback(() => {
    if (inFlight.current || nextOffset === null) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ ...more, loading: true, failed: false });
    listUserArticles(client, userId, nextOffset, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        setState((current) => ({ ...current, pages: [...current.pages, page], loading: false }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        console.error('[mf_content] loading more of the user’s articles failed', error);
        setState((current) => ({ ...current, loading: false, failed: true }));
      },
    );
  }, [client, more, nextOffset, userId]);

  const articles = useMemo(
    () => uniqueById([first.data?.articles ?? [], ...more.pages.map((page) => page.articles)]),
    [first.data, more.pages],
  );

  return {
    articles,
    error: first.error,
    hasMore: nextOffset !== null,
    isLoadingMore: more.loading,
    loadMoreFailed: more.failed,
    loadMore,
  };
}

/** An article published between two clicks shifts the offsets: one can come twice; show it once. */
function uniqueById(pages: readonly (readonly ArticleSummary[])[]): ArticleSummary[] {
  const seen = new Set<number>();
  const articles: ArticleSummary[] = [];
  for (const page of pages) {
    for (const article of page) {
      if (seen.has(article.id)) continue;
      seen.add(article.id);
      articles.push(article);
    }
  }
  return articles;
}
