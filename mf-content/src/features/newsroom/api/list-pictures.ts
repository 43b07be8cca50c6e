import useSWRInfinite from 'swr/infinite';
import {
  useApiClient,
  useSession,
  useTenant,
  type ApiClient,
  type ApiResponse,
  type ApiSchemas,
} from '@tribune/shared';

/** A picture of the newsroom's library (the API's Picture), typed by the contract (decision 0058). */
export type NewsroomPicture = ApiSchemas['Picture'];

/** A page of pictures with `metaData: {current_page, last_page, per_page, total}` (24 a page). */
type NewsroomPicturesPage = ApiResponse<'/api/v2/editor/pictures', 'get'>;

/** GET /api/v2/editor/pictures?page (issue 33, NR-03): the tenant's pictures, newest first. */
async function listPictures(client: ApiClient, page: number): Promise<NewsroomPicturesPage> {
  return client.request('/api/v2/editor/pictures', { query: { page } });
}

/**
 * The picker's library, page after page ("More pictures" asks for the next); nothing is asked for
 * anyone logged out. Each user's own key: the library is one newsroom's, never shared between users.
 */
export function useListPictures() {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const { user } = useSession();
  const pages = useSWRInfinite<NewsroomPicturesPage, unknown>(
    (index, previous: NewsroomPicturesPage | null) => {
      if (user === null) return null;
      if (previous !== null && previous.metaData.current_page >= previous.metaData.last_page) return null;
      return ['mf_content/newsroom-pictures', tenantId, user.id, index + 1] as const;
    },
    ([, , , page]: readonly [string, string, number, number]) => listPictures(client, page),
    // A picture uploaded in another tab shows when the picker opens again, not while one is chosen.
    { revalidateOnFocus: false, revalidateFirstPage: false },
  );
  const loaded = pages.data ?? [];
  const last = loaded[loaded.length - 1];
  return {
    pictures: loaded.flatMap((page) => page.data),
    hasMore: last !== undefined && last.metaData.current_page < last.metaData.last_page,
    loading: pages.isLoading,
    loadingMore: pages.isValidating && pages.size > loaded.length,
    error: pages.error,
    loadMore: () => void pages.setSize(pages.size + 1),
    reload: () => void pages.mutate(),
  };
}
