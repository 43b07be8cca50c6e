import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useTenant, type ApiClient } from '@tribune/shared';

/** The template of a photo-report tag's page (ART-03): its articles as a grid of photos. */
export const photoReportTemplate = 'photo_report';

const tagResponseSchema = z.object({
  data: z.object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    url: z.string(),
    /**
     * 'default' or 'photo_report'. Read as a string, so a template added to the API later shows the
     * default list instead of failing the page.
     */
    template: z.string(),
  }),
});
export type Tag = z.infer<typeof tagResponseSchema>['data'];

/** GET /api/v2/tag/{slug} (ART-03): the tag a tag page is about; 404 for an unknown slug. */
async function getTag(client: ApiClient, slug: string): Promise<Tag> {
  const response = await client.request(`/api/v2/tag/${encodeURIComponent(slug)}`, tagResponseSchema);
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
