import useSWR from 'swr';
import { useApiClient, useSession, useTenant, type ApiClient, type ApiSchemas } from '@tribune/shared';

/** One of the tenant's authors (the API's NewsroomAuthor), typed by the contract (decision 0058). */
type NewsroomAuthor = ApiSchemas['NewsroomAuthor'];

/** GET /api/v2/editor/authors (issue 33, NR-06): the tenant's authors, by name (managers only). */
async function listAuthors(client: ApiClient): Promise<NewsroomAuthor[]> {
  const response = await client.request('/api/v2/editor/authors');
  return response.data;
}

/**
 * The author picker's choices, asked for a manager only (the API refuses anyone else; the others write
 * as themselves and see no picker).
 */
export function useListAuthors() {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const { user, isManager } = useSession();
  return useSWR<NewsroomAuthor[], unknown>(
    user !== null && isManager ? (['mf_content/newsroom-authors', tenantId, user.id] as const) : null,
    () => listAuthors(client),
    { revalidateOnFocus: false },
  );
}
