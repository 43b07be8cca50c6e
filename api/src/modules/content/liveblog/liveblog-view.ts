import { z } from 'zod';
import type { Locale } from '../../../i18n/messages';
import { matchEventTypes } from '../../matchcenter/schema';
import { cleanEntryBody, entryHtml } from './liveblog-entry-html';
import type { EntryRecord, LiveblogRecord } from './liveblog-repository';

/** LB-01: entries per call of the list, and the cap of the list on the page (spec 001 §9). */
export const entriesPerPage = 10;

/** The live blog's own fields every entry carries (spec 001 §3 "Live blog"). */
const liveblogFields = {
  article_id: z.number().int(),
  liveblog_id: z.number().int(),
  adHtml: z
    .string()
    .describe('The ad block the page puts after every `blocks_count_to_place_ad` entries (sanitized HTML)'),
  blocks_count_to_place_ad: z.number().int().describe('An ad after every this many entries; 0: no ads'),
};

export const liveblogItemSchema = z
  .object({
    id: z.number().int(),
    is_pinned: z.boolean(),
    html: z
      .string()
      .describe(
        'The entry as the page shows it, rendered by the API: time (HH:mm today, else DD-MM-YYYY HH:mm), ' +
          'pinned badge, for match entries the event icon and minute, and the sanitized body',
      ),
    body: z.string().describe('The entry body alone (sanitized HTML): what an editor edits'),
    match_event: z
      .object({
        type: z.enum(matchEventTypes),
        minute: z.number().int(),
        stoppage_minute: z.number().int().nullable(),
      })
      .nullable()
      .describe('For entries the match feed added: the goal or card they tell'),
    created_at: z.string().describe('ISO 8601'),
    updated_at: z.string().describe('ISO 8601'),
    ...liveblogFields,
  })
  .meta({ id: 'LiveblogItem' });

export type LiveblogItem = z.infer<typeof liveblogItemSchema>;

export const liveblogSchema = z
  .object({
    id: z.number().int(),
    article_id: z.number().int(),
    fixture_id: z.number().int().nullable().describe('The match whose goals and cards become entries by themselves'),
    blocks_count_to_place_ad: z.number().int(),
    adHtml: z.string(),
    channel: z.string().describe('The public real-time channel of its events: liveblog-{article_id}'),
    created_at: z.string(),
  })
  .meta({ id: 'Liveblog' });

type LiveblogView = z.infer<typeof liveblogSchema>;

/** The article's public channel of live blog events (LB-01); public channels need no authorisation. */
export function liveblogChannel(articleId: number): string {
  return `liveblog-${articleId}`;
}

/**
 * The live blog with its ad block sanitized once more on the way out (stored sanitized too), done once
 * per answer rather than per entry.
 */
export function withCleanAd<Record extends Pick<LiveblogRecord, 'adHtml'>>(record: Record, language: Locale): Record {
  return { ...record, adHtml: record.adHtml === '' ? '' : cleanEntryBody(record.adHtml, language) };
}

/** The live blog as editors get it back; `record` as `withCleanAd` gives it. */
export function toLiveblog(record: LiveblogRecord): LiveblogView {
  return {
    id: record.id,
    article_id: record.articleId,
    fixture_id: record.fixtureId,
    blocks_count_to_place_ad: record.blocksCountToPlaceAd,
    adHtml: record.adHtml,
    channel: liveblogChannel(record.articleId),
    created_at: record.createdAt.toISOString(),
  };
}

/** One entry as the list and the real-time events send it; `liveblog` as `withCleanAd` gives it. */
export function toLiveblogItem(
  entry: EntryRecord,
  liveblog: Pick<LiveblogRecord, 'id' | 'articleId' | 'adHtml' | 'blocksCountToPlaceAd'>,
  language: Locale,
  now: Date = new Date(),
): LiveblogItem {
  const body = cleanEntryBody(entry.body, language);
  return {
    id: entry.id,
    is_pinned: entry.isPinned,
    html: entryHtml({ ...entry, cleanBody: body }, language, now),
    body,
    match_event:
      entry.matchEvent === null
        ? null
        : {
            type: entry.matchEvent.type,
            minute: entry.matchEvent.minute,
            stoppage_minute: entry.matchEvent.stoppageMinute,
          },
    created_at: entry.createdAt.toISOString(),
    updated_at: entry.updatedAt.toISOString(),
    article_id: liveblog.articleId,
    liveblog_id: liveblog.id,
    adHtml: liveblog.adHtml,
    blocks_count_to_place_ad: liveblog.blocksCountToPlaceAd,
  };
}
