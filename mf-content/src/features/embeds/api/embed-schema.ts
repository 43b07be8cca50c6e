import type { ApiSchemas } from '@tribune/shared';

/**
 * A post as a static card (EMB-01): what the API's Twitter and TikTok embeds answer, typed by the
 * contract (decision 0058). `html` is the provider's quote sanitized by the API (paragraphs and links
 * only, never a script), so it goes in as it is; `author_name` is text.
 */
export type Embed = ApiSchemas['Embed'];

/** A card does not change while it is read; a failed one shows its link instead of asking again. */
export const embedSwrOptions = { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false };
