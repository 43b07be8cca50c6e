import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PublisherTenant } from '../../realtime/publisher';
import { socketIdPattern } from '../../realtime/signatures';
import { liveblogChannel, liveblogItemSchema, type LiveblogItem } from './liveblog-view';

/**
 * LB-01's real-time events. One Pusher event, `LiveblogEvent`, on the article's public channel
 * `liveblog-{articleId}`, whose `event` says what happened (spec 001 §4 "Live blog events"):
 *
 * | event        | data                                          | the page                                      |
 * |--------------|-----------------------------------------------|-----------------------------------------------|
 * | `created`    | the entry (LiveblogItem)                      | puts it in its place (pinned on top), flashes |
 * | `updated`    | the entry (LiveblogItem)                      | takes it out and puts it back in its place    |
 * | `deleted`    | `{id, article_id, liveblog_id}`               | takes it out                                  |
 * | `initialize` | `{article_id, liveblog_id}`                   | loads the list again                          |
 *
 * Unlike comments' hints, an entry travels whole: it is public, already sanitized, and a thousand
 * readers fetching it at once is what the event saves. An entry too big for one event (10 KB) goes as
 * `initialize` instead, as do changes of the whole list (the ad interval, many match events at once).
 * Published after the write committed, and after the tenant's kept public answers were dropped, so a
 * reader who reloads gets the list with the change.
 */
const liveblogEventName = 'LiveblogEvent';

const entryEvent = liveblogItemSchema.extend({ event: z.enum(['created', 'updated']) });
const deletedEvent = z.object({
  event: z.literal('deleted'),
  id: z.number().int(),
  article_id: z.number().int(),
  liveblog_id: z.number().int(),
});
const initializeEvent = z.object({
  event: z.literal('initialize'),
  article_id: z.number().int(),
  liveblog_id: z.number().int(),
});

const liveblogEventPayload = z.discriminatedUnion('event', [entryEvent, deletedEvent, initializeEvent]);
type LiveblogEventPayload = z.infer<typeof liveblogEventPayload>;

/** What the engine takes in one event (publisher.ts), with room for the envelope. */
const maxEventBytes = 10 * 1024 - 256;

interface PublishContext {
  app: FastifyInstance;
  tenant: PublisherTenant;
  /** The sender's pusher-js connection (`X-Socket-Id`), left out of the event it caused. */
  excludeSocketId?: string;
}

/** The sender's socket id when well formed (the comments' rule, docs/contracts.md "Real time"). */
export function senderSocketId(request: FastifyRequest): string | undefined {
  const header = request.headers['x-socket-id'];
  return typeof header === 'string' && header.length <= 50 && socketIdPattern.test(header) ? header : undefined;
}

async function publish(context: PublishContext, articleId: number, payload: LiveblogEventPayload): Promise<void> {
  const data = liveblogEventPayload.parse(payload);
  // Kept public answers of the list go before the event leaves (app.realtime announces the change, once
  // per write): a reader who reloads on this event must see the change.
  const options = context.excludeSocketId === undefined ? {} : { excludeSocketId: context.excludeSocketId };
  await context.app.realtime.publish(context.tenant, liveblogChannel(articleId), liveblogEventName, data, options);
}

/** `created` or `updated` with the entry; `initialize` when the entry is too big to travel. */
export async function publishEntry(
  context: PublishContext,
  event: 'created' | 'updated',
  item: LiveblogItem,
): Promise<void> {
  const payload: LiveblogEventPayload = { event, ...item };
  if (Buffer.byteLength(JSON.stringify(payload), 'utf8') > maxEventBytes) {
    await publishInitialize(context, item.article_id, item.liveblog_id);
    return;
  }
  await publish(context, item.article_id, payload);
}

export async function publishDeleted(
  context: PublishContext,
  entry: { id: number; articleId: number; liveblogId: number },
): Promise<void> {
  await publish(context, entry.articleId, {
    event: 'deleted',
    id: entry.id,
    article_id: entry.articleId,
    liveblog_id: entry.liveblogId,
  });
}

export async function publishInitialize(context: PublishContext, articleId: number, liveblogId: number): Promise<void> {
  await publish(context, articleId, { event: 'initialize', article_id: articleId, liveblog_id: liveblogId });
}
