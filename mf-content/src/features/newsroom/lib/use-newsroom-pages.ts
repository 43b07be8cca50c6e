import useSWRInfinite from 'swr/infinite';
import { useSession, useTenant } from '@tribune/shared';

/** A page of a newsroom list as the editor API pages them (`metaData.current_page` of `last_page`). */
interface NewsroomPage<Item> {
  data: Item[];
  metaData: { current_page: number; last_page: number };
}

/**
 * A newsroom picker's list, page after page ("More …" asks for the next, until the API's last page);
 * nothing is asked for anyone logged out. Each user's own cache key (`name` and `inputs`, e.g. the words
 * searched for): a newsroom's library is never shared between users. Something added in another tab
 * shows when the picker opens again, not while one is chosen.
 */
export function useNewsroomPages<Item>(
  name: string,
  inputs: readonly (string | number)[],
  fetchPage: (page: number) => Promise<NewsroomPage<Item>>,
) {
  const { id: tenantId } = useTenant();
  const { user } = useSession();
  const pages = useSWRInfinite<NewsroomPage<Item>, unknown>(
    (index, previous: NewsroomPage<Item> | null) => {
      if (user === null) return null;
      if (previous !== null && previous.metaData.current_page >= previous.metaData.last_page) return null;
      return [`mf_content/${name}`, tenantId, user.id, ...inputs, index + 1] as const;
    },
    (key: readonly unknown[]) => fetchPage(Number(key[key.length - 1])),
    { revalidateOnFocus: false, revalidateFirstPage: false },
  );
  const loaded = pages.data ?? [];
  const last = loaded[loaded.length - 1];
  return {
    items: loaded.flatMap((page) => page.data),
    hasMore: last !== undefined && last.metaData.current_page < last.metaData.last_page,
    loading: pages.isLoading,
    loadingMore: pages.isValidating && pages.size > loaded.length,
    error: pages.error,
    loadMore: () => void pages.setSize(pages.size + 1),
    reload: () => void pages.mutate(),
  };
}
