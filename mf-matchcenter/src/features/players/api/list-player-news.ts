import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiResponse } from '@tribune/shared';

const playerNewsPageSize = 10;

/**
 * GET /ajax/matchcenter/player/{id}/news (MC-02, the player news list): the tenant's articles that name
 * the player, newest first, with `has_more` for load-more; typed by the API contract (decision 0058).
 */
type PlayerNewsPage = ApiResponse<'/ajax/matchcenter/player/{id}/news', 'get'>;

function playerNewsKey(playerId: number, page: number) {
  return ['matchcenter/player-news', playerId, page] as const;
}

async function listPlayerNews(client: ApiClient, playerId: number, page: number): Promise<PlayerNewsPage> {
  return client.request(`/ajax/matchcenter/player/${playerId}/news`, {
    query: { page, page_size: playerNewsPageSize },
  });
}

/**
 * The player news with load-more. The first page goes through SWR, so the server renders it and the
 * browser hydrates it without asking again; later pages are asked for by the fan, one click a page.
 */
export function useListPlayerNews(playerId: number) {
  const client = useApiClient();
  const first = useSWR(playerNewsKey(playerId, 1), ([, id, page]) => listPlayerNews(client, id, page));
  // Kept with the player they belong to, so another player's page never shows them.
  const [more, setMore] = useState<{ playerId: number; pages: PlayerNewsPage[] }>({ playerId, pages: [] });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const pages = more.playerId === playerId ? more.pages : [];
  const last = pages[pages.length - 1] ?? first.data;

  const loadMore = useCallback(async () => {
    if (loading) return;
    setLoading(true);
    setFailed(false);
    try {
      const page = await listPlayerNews(client, playerId, pages.length + 2);
      setMore((current) => ({
        playerId,
        pages: [...(current.playerId === playerId ? current.pages : []), page],
      }));
    } catch (error: unknown) {
      console.error(`Loading more news of player ${playerId} failed`, error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [client, loading, pages.length, playerId]);

  // Offset pages can repeat an article when one is published between two clicks: show it once.
  const seen = new Set<number>();
  const error: unknown = first.error;
  const articles = [first.data, ...pages].flatMap((page) =>
    (page?.data ?? []).filter((article) => !seen.has(article.id) && seen.add(article.id)),
  );
  return {
    articles,
    isLoading: first.isLoading,
    error,
    retry: () => void first.mutate(),
    hasMore: last?.metaData.has_more ?? false,
    isLoadingMore: loading,
    loadMoreFailed: failed,
    loadMore: () => void loadMore(),
  };
}
