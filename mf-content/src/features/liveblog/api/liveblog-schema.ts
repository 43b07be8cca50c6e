import * as v from 'valibot';
import type { ApiSchemas } from '@tribune/shared';

/**
 * A live blog entry as the page keeps it (spec 001 §3 "Live blog"): the fields it uses of the API's
 * LiveblogItem, which its answers send typed by the contract (decision 0058) and its events carry.
 * `html` is the whole block (time, pinned badge, match icon and minute, body) rendered and sanitized by
 * the API, so the page puts it in as it is; `body` is the entry alone, what an editor edits.
 */
export type LiveblogItem = Pick<
  ApiSchemas['LiveblogItem'],
  'id' | 'is_pinned' | 'html' | 'body' | 'article_id' | 'liveblog_id'
>;

/** The Pusher event on `liveblog-{articleId}` (docs/contracts.md "Live blogs"). */
export const liveblogEventName = 'LiveblogEvent';

export function liveblogChannel(articleId: number): string {
  return `liveblog-${articleId}`;
}

/**
 * An entry as an event carries it. A real-time payload is outside the API contract, so it is checked
 * at run time (decision 0058); what it accepts is what the page keeps of an entry.
 */
const liveblogEntryPayloadSchema = v.object({
  id: v.number(),
  is_pinned: v.boolean(),
  html: v.string(),
  body: v.string(),
  article_id: v.number(),
  liveblog_id: v.number(),
});

/**
 * What `LiveblogEvent` carries (spec 001 §4 "Live blog events"): the entry for `created` and `updated`,
 * its id for `deleted`, nothing more for `initialize` (the page loads the list again).
 */
export const liveblogEventSchema = v.union([
  v.object({ ...liveblogEntryPayloadSchema.entries, event: v.picklist(['created', 'updated']) }),
  v.object({ event: v.picklist(['deleted']), id: v.number(), article_id: v.number() }),
  v.object({ event: v.picklist(['initialize']), article_id: v.number() }),
]);
