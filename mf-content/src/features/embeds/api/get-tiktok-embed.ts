import useSWR from 'swr';
import type { z } from 'zod/mini';
import {
  useApiClient,
  useHydrated,
  useTenant,
  type AcceptsApi,
  type ApiClient,
  type ApiResponse,
} from '@tribune/shared';
import { embedResponseSchema, embedSwrOptions, type Embed } from './embed-schema';

// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _TiktokEmbedFollowsTheApi = AcceptsApi<
  z.input<typeof embedResponseSchema>,
  ApiResponse<'/api/v2/embed/tiktok/{user}/{video}', 'get'>
>;

/** GET /api/v2/embed/tiktok/{user}/{video} (EMB-01): TikTok's oEmbed card of a video, through the API's cache. */
async function getTiktokEmbed(
  client: ApiClient,
  { tenantId, user, video }: { tenantId: string; user: string; video: string },
): Promise<Embed> {
  const path = `/api/v2/embed/tiktok/${encodeURIComponent(user)}/${encodeURIComponent(video)}`;
  const response = await client.request(path, embedResponseSchema, { query: { tenant_id: tenantId } });
  return response.data;
}

function tiktokEmbedKey(tenantId: string, user: string, video: string) {
  return ['mf_content/embed/tiktok', tenantId, user, video] as const;
}

/** The card of a video, asked for in the browser only (see `useTwitterEmbed`). */
export function useTiktokEmbed({ user, video }: { user: string; video: string }) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const hydrated = useHydrated();
  return useSWR<Embed, unknown>(
    hydrated ? tiktokEmbedKey(tenantId, user, video) : null,
    () => getTiktokEmbed(client, { tenantId, user, video }),
    embedSwrOptions,
  );
}
