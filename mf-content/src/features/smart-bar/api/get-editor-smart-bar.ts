import useSWR from 'swr';
import { z } from 'zod/mini';
import {
  useApiClient,
  useSession,
  useTenant,
  type AcceptsApi,
  type ApiClient,
  type ApiResponse,
} from '@tribune/shared';

/** SB-01: the tenant's smart bar as editors see it, with how many viewers closed this update. */
export const editorSmartBarSchema = z.object({
  text: z.string(),
  link: z.string(),
  updated_at: z.iso.datetime({ offset: true }),
  hidden_count: z.number(),
});
export type EditorSmartBar = z.infer<typeof editorSmartBarSchema>;

const editorSmartBarResponseSchema = z.object({ data: z.nullable(editorSmartBarSchema) });

const editorSmartBarPath = '/api/v2/editor/smart-bar';
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _EditorSmartBarFollowsTheApi = AcceptsApi<
  z.input<typeof editorSmartBarResponseSchema>,
  ApiResponse<typeof editorSmartBarPath, 'get'>
>;

/** GET /api/v2/editor/smart-bar (SB-01, editors): the tenant's bar, or null when it has none. */
async function getEditorSmartBar(client: ApiClient): Promise<EditorSmartBar | null> {
  return (await client.request(editorSmartBarPath, editorSmartBarResponseSchema)).data;
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
