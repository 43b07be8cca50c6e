import useSWR from 'swr';
import { useApiClient, useSession, useTenant, type ApiClient, type ApiSchemas } from '@tribune/shared';

/**
 * SB-01: the tenant's smart bar as editors see it, with how many viewers closed this update; typed by
 * the contract (decision 0058).
 */
export type EditorSmartBar = ApiSchemas['EditorSmartBar'];

/** GET /api/v2/editor/smart-bar (SB-01, editors): the tenant's bar, or null when it has none. */
async function getEditorSmartBar(client: ApiClient): Promise<EditorSmartBar | null> {
  return (await client.request('/api/v2/editor/smart-bar')).data;
}

function editorSmartBarKey(tenantId: string, userId: number) {
  return ['mf_content/editor-smart-bar', tenantId, userId] as const;
}

/** The bar for the logged-in editor; nothing is asked for anyone else. */
export function useEditorSmartBar(enabled: boolean) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const { user } = useSession();
  return useSWR<EditorSmartBar | null, unknown>(
    enabled && user !== null ? editorSmartBarKey(tenantId, user.id) : null,
    () => getEditorSmartBar(client),
    { revalidateOnFocus: false },
  );
}
