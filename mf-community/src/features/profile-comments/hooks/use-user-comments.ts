import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { useApiClient } from '@tribune/shared';
import {
  listUserComments,
  userCommentsKey,
  type ProfileComment,
  type UserCommentsPage,
} from '../api/list-user-comments';

interface MorePages {
  /** Whose list (user and viewer) these pages belong to: another list starts without them. */
  listKey: string;
  pages: UserCommentsPage[];
  loading: boolean;
  failed: boolean;
}

/**
 * PRF-01: a user's comments, newest first, with load-more. The first page goes through SWR (cached, and
 * server-rendered with the page); each click loads the next page while the last one says there is more.
 * Clicks while a page is loading are ignored (spec 001 §4 "Load-more buttons"), and a failed page is
 * asked again on the next click.
 */
export function useUserComments(userId: number, viewer: number | null) {
  const client = useApiClient();
  const first = useSWR<UserCommentsPage, unknown>(userCommentsKey(userId, 1, viewer), () =>
    listUserComments(client, userId, 1),
  );
  const listKey = `${userId}/${viewer ?? 'guest'}`;
  const [state, setState] = useState<MorePages>({ listKey, pages: [], loading: false, failed: false });
  const more = useMemo<MorePages>(
    () => (state.listKey === listKey ? state : { listKey, pages: [], loading: false, failed: false }),
    [state, listKey],
  );
  // Two clicks can arrive before React renders again; the ref lets only one request start.
  const inFlight = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      inFlight.current?.abort();
      inFlight.current = null;
    },
    [listKey],
  );

  const last = more.pages[more.pages.length - 1] ?? first.data;
  const hasMore = last?.hasMore ?? false;

  const loadMore = useCallback(() => {
    if (inFlight.current || !hasMore) return;
    const controller = new AbortController();
    inFlight.current = controller;
    const page = more.pages.length + 2;
    setState({ ...more, loading: true, failed: false });
    listUserComments(client, userId, page, controller.signal).then(
      (loaded) => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        setState((current) => ({ ...current, pages: [...current.pages, loaded], loading: false }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        inFlight.current = null;
        console.error('[mf_community] loading more of the user’s comments failed', error);
        setState((current) => ({ ...current, loading: false, failed: true }));
      },
    );
  }, [client, hasMore, more, userId]);

  const comments = useMemo(
    () => uniqueById([first.data?.comments ?? [], ...more.pages.map((page) => page.comments)]),
    [first.data, more.pages],
  );

  return {
    comments,
    /** The total the list pages through (the list's own `count`). */
    count: last?.count,
    /** The server's read label of the last page loaded: how far the list goes ("20 of 57 comments read"). */
    read: last?.read,
    isLoading: first.isLoading,
    error: first.error,
    retry: () => void first.mutate(),
    hasMore,
    isLoadingMore: more.loading,
    loadMoreFailed: more.failed,
    loadMore,
  };
}

/** A comment written between two clicks shifts the pages: one can come twice; show it once. */
function uniqueById(pages: readonly (readonly ProfileComment[])[]): ProfileComment[] {
  const seen = new Set<number>();
  const comments: ProfileComment[] = [];
  for (const page of pages) {
    for (const comment of page) {
      if (seen.has(comment.id)) continue;
      seen.add(comment.id);
      comments.push(comment);
    }
  }
  return comments;
}
