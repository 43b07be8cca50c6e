import useSWR from 'swr';
import { useApiClient, useSession, useTenant, type ApiClient, type ApiSchemas } from '@tribune/shared';

/** One of the tenant's tags (the API's NewsroomTag), typed by the contract (decision 0058). */
type NewsroomTag = ApiSchemas['NewsroomTag'];

/** GET /api/v2/editor/tags (issue 33, NR-02): the tenant's tags, by title. */
async function listTags(client: ApiClient): Promise<NewsroomTag[]> {
  const response = await client.request('/api/v2/editor/tags');
  return response.data;
}

/** The tag picker's choices for the logged-in newsroom user; nothing is asked for anyone else. */
export function useListTags() {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const { user } = useSession();
  return useSWR<NewsroomTag[], unknown>(
    user === null ? null : (['mf_content/newsroom-tags', tenantId, user.id] as const),
    () => listTags(client),
    { revalidateOnFocus: false },
  );
}
