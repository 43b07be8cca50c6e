import { z } from 'zod/mini';
import type { AcceptsApi, ApiSchemas } from '@tribune/shared';

/**
 * A live blog entry as the API sends it (spec 001 §3 "Live blog", the API's LiveblogItem). `html` is the
 * whole block (time, pinned badge, match icon and minute, body) rendered and sanitized by the API, so
 * the page puts it in as it is; `body` is the entry alone, what an editor edits.
 */
export const liveblogItemSchema = z.object({
  id: z.number(),
  is_pinned: z.boolean(),
  html: z.string(),
  body: z.string(),
  article_id: z.number(),
  liveblog_id: z.number(),
});
export type LiveblogItem = z.infer<typeof liveblogItemSchema>;
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _LiveblogItemFollowsTheApi = AcceptsApi<z.input<typeof liveblogItemSchema>, ApiSchemas['LiveblogItem']>;

/** The Pusher event on `liveblog-{articleId}` (docs/contracts.md "Live blogs"). */
export const liveblogEventName = 'LiveblogEvent';

export function liveblogChannel(articleId: number): string {
  return `liveblog-${articleId}`;
}

/**
 * What `LiveblogEvent` carries (spec 001 §4 "Live blog events"): the entry for `created` and `updated`,
 * its id for `deleted`, nothing more for `initialize` (the page loads the list again).
 */
export const liveblogEventSchema = z.union([
  z.extend(liveblogItemSchema, { event: z.enum(['created', 'updated']) }),
  z.object({ event: z.enum(['deleted']), id: z.number(), article_id: z.number() }),
  z.object({ event: z.enum(['initialize']), article_id: z.number() }),
]);
