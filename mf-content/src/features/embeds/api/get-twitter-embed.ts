import useSWR from 'swr';
import { useApiClient, useHydrated, useTenant, type ApiClient } from '@tribune/shared';
import { embedSwrOptions, type Embed } from './embed-schema';

/** Spec 001 §9: Twitter embeds show at most 7 posts (a timeline) and are at most 540 px wide. */
const twitterEmbedLimit = 7;
const twitterEmbedMaxWidth = 540;

/**
 * GET /api/v2/embed/twitter (EMB-01): X's oEmbed card of a post or a profile, through the API's cache.
 * `theme` is left at X's default: it styles only X's widget script, which we never run.
 */
async function getTwitterEmbed(
  client: ApiClient,
  { tenantId, url }: { tenantId: string; url: string },
): Promise<Embed> {
  const response = await client.request('/api/v2/embed/twitter', {
    query: {
      url,
      limit: twitterEmbedLimit,
      maxwidth: twitterEmbedMaxWidth,
      omit_script: 'true',
      tenant_id: tenantId,
    },
  });
  return response.data;
}

function twitterEmbedKey(tenantId: string, url: string) {
  return ['mf_content/embed/twitter', tenantId, url] as const;
}

/**
 * The card of `url`, asked for in the browser only: the server render shows the loading card, so a
 * slow provider never holds up the article page (its render has a time budget).
 */
export function useTwitterEmbed(url: string) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const hydrated = useHydrated();
  return useSWR<Embed, unknown>(
    hydrated ? twitterEmbedKey(tenantId, url) : null,
    () => getTwitterEmbed(client, { tenantId, url }),
    embedSwrOptions,
  );
}
