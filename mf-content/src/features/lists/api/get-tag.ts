import useSWR from 'swr';
import { useApiClient, useTenant, type ApiClient, type ApiSchemas } from '@tribune/shared';

/** The template of a photo-report tag's page (ART-03): its articles as a grid of photos. */
export const photoReportTemplate = 'photo_report';

/**
 * The tag a tag page is about, typed by the contract (decision 0058). Its `template` is 'default' or
 * 'photo_report'; anything but the photo report shows the default list.
 */
export type Tag = ApiSchemas['ArticleTag'];

/** GET /api/v2/tag/{slug} (ART-03): the tag a tag page is about; 404 for an unknown slug. */
async function getTag(client: ApiClient, slug: string): Promise<Tag> {
  const response = await client.request(`/api/v2/tag/${encodeURIComponent(slug)}`);
  return response.data;
}

function tagKey(tenantId: string, slug: string) {
  return ['mf_content/lists/tag', tenantId, slug] as const;
}

export function useTag(slug: string) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  return useSWR<Tag, unknown>(tagKey(tenantId, slug), () => getTag(client, slug));
}
