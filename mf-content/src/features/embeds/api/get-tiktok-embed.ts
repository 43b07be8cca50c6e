import useSWR from 'swr';
import { useApiClient, useHydrated, useTenant, type ApiClient } from '@tribune/shared';
import { embedSwrOptions, type Embed } from './embed-schema';

/** GET /api/v2/embed/tiktok/{user}/{video} (EMB-01): TikTok's oEmbed card of a video, through the API's cache. */
async function getTiktokEmbed(
  client: ApiClient,
  { tenantId, user, video }: { tenantId: string; user: string; video: string },
): Promise<Embed> {
  const response = await client.request(
    `/api/v2/embed/tiktok/${encodeURIComponent(user)}/${encodeURIComponent(video)}`,
    { query: { tenant_id: tenantId } },
  );
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
