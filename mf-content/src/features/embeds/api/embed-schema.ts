import { z } from 'zod/mini';
import type { AcceptsApi, ApiSchemas } from '@tribune/shared';

/**
 * A post as a static card (EMB-01): what the API's Twitter and TikTok embeds answer. `html` is the
 * provider's quote sanitized by the API (paragraphs and links only, never a script), so it goes in as
 * it is; `author_name` is text.
 */
export const embedSchema = z.object({
  provider: z.enum(['twitter', 'tiktok']),
  url: z.string(),
  html: z.string(),
  author_name: z.nullable(z.string()),
});
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _EmbedFollowsTheApi = AcceptsApi<z.input<typeof embedSchema>, ApiSchemas['Embed']>;

export const embedResponseSchema = z.object({ data: embedSchema });

export type Embed = z.infer<typeof embedSchema>;

/** A card does not change while it is read; a failed one shows its link instead of asking again. */
export const embedSwrOptions = { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false };
