import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import * as v from 'valibot';
import { useApiClient, useChannelEvent, useRealtimeReconnect } from '@tribune/shared';
import { listLiveblogEntries } from '../api/list-liveblog-entries';
import { liveblogChannel, liveblogEventName, liveblogEventSchema, type LiveblogItem } from '../api/liveblog-schema';
import { initialLiveBlogState, liveBlogReducer, type LiveBlogAction } from '../lib/live-blog-list';

/** LB-01: new entries flash yellow this long (spec 001 §9, "live blog highlight 2 s"). */
const flashMs = 2_000;

function itemOf({ id, is_pinned, html, body, article_id, liveblog_id }: LiveblogItem): LiveblogItem {
  return { id, is_pinned, html, body, article_id, liveblog_id };
}

/**
 * An article's live blog as the reader sees it (LB-01): the first ten entries, then the events of the
 * article's channel applied as they come (spec 001 §4), load-more with `last_id`, and a reload on
 * `initialize`, once the channel is ours and after a reconnect (what may have been missed). Events that
 * arrive while a reload is under way are applied again on top of its answer, so none is lost to it.
 */
export function useLiveBlog(articleId: number) {
  const client = useApiClient();
  const [state, dispatch] = useReducer(liveBlogReducer, initialLiveBlogState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const reloading = useRef<AbortController | null>(null);
  /** The events seen since the reload under way was asked for (null when none is). */
  const duringReload = useRef<LiveBlogAction[] | null>(null);

  const reload = useCallback(() => {
    reloading.current?.abort();
    const controller = new AbortController();
    reloading.current = controller;
    duringReload.current = duringReload.current ?? [];
    listLiveblogEntries(client, { articleId, signal: controller.signal }).then(
      (page) => {
        if (controller.signal.aborted) return;
        reloading.current = null;
        const missed = duringReload.current ?? [];
        duringReload.current = null;
        dispatch({ type: 'loaded', page });
        for (const action of missed) dispatch(action);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reloading.current = null;
        duringReload.current = null;
        console.error('[mf_content] loading the live blog failed', error);
        dispatch({ type: 'failed' });
      },
    );
  }, [client, articleId]);

  useEffect(() => {
    reload();
    return () => reloading.current?.abort();
  }, [reload]);

  const apply = useCallback((action: LiveBlogAction) => {
    dispatch(action);
    duringReload.current?.push(action);
  }, []);

  const channel = liveblogChannel(articleId);
  useChannelEvent(channel, liveblogEventName, (data) => {
    const parsed = v.safeParse(liveblogEventSchema, data);
    if (!parsed.success) {
      console.error('[mf_content] unexpected LiveblogEvent payload', data);
      return;
    }
    const event = parsed.output;
    switch (event.event) {
      case 'created':
        apply({ type: 'created', item: itemOf(event), announce: true });
        return;
      case 'updated':
        apply({ type: 'updated', item: itemOf(event) });
        return;
      case 'deleted':
        apply({ type: 'deleted', id: event.id });
        return;
      case 'initialize':
        reload();
        return;
    }
  });
  // Entries posted between the first answer and the subscription reach no one: load once it is ours.
  useChannelEvent(channel, 'pusher:subscription_succeeded', () => reload());
  useRealtimeReconnect(() => reload());

  // Each new entry loses its flash 2 s after it came in.
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    for (const id of state.flashing) {
      if (timers.current.has(id)) continue;
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id);
          dispatch({ type: 'unflash', id });
        }, flashMs),
      );
    }
  }, [state.flashing]);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const [more, setMore] = useState({ loading: false, failed: false });
  const loadingMore = useRef<AbortController | null>(null);
  useEffect(() => () => loadingMore.current?.abort(), []);
  const loadMore = useCallback(() => {
    const last = stateRef.current.items.at(-1);
    // Clicks while a page loads are ignored (ART-06).
    if (loadingMore.current || last === undefined) return;
    const controller = new AbortController();
    loadingMore.current = controller;
    setMore({ loading: true, failed: false });
    listLiveblogEntries(client, { articleId, lastId: last.id, signal: controller.signal }).then(
      (page) => {
        loadingMore.current = null;
        if (controller.signal.aborted) return;
        dispatch({ type: 'more', page });
        setMore({ loading: false, failed: false });
      },
      (error: unknown) => {
        loadingMore.current = null;
        if (controller.signal.aborted) return;
        console.error('[mf_content] loading more of the live blog failed', error);
        setMore({ loading: false, failed: true });
      },
    );
  }, [client, articleId]);

  return {
    ...state,
    loadingMore: more.loading,
    loadMoreFailed: more.failed,
    loadMore,
    retry: reload,
    /** An editor's own change, from their request's answer (its event may come before or after). */
    applyOwn: apply,
  };
}
