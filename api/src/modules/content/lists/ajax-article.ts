import { z } from 'zod';
import { zonedParts } from '../../../lib/league-time';
import type { ArticleRecord } from '../article-view';

/** ART-07: an excerpt in a list is at most this many characters, the ellipsis included. */
const excerptMaxLength = 175;

/**
 * ART-07: the excerpt cut on a word boundary where one is near, with '…' when it was longer. The result,
 * ellipsis included, is at most 175 characters, so a page that cuts again at 175 (shared's
 * `truncateExcerpt`) leaves it as it is. Code points, not UTF-16 units: an emoji is never split.
 */
function cutExcerpt(text: string, maxLength: number = excerptMaxLength): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(clean);
  if (characters.length <= maxLength) return clean;
  const cut = characters.slice(0, maxLength - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > maxLength * 0.7 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s.,;:!?-]+$/u, '')}…`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** ART-07: the article's day and time on the league's clock (Europe/Amsterdam). */
function articleDateParts(instant: Date): { date: string; time: string; day: string } {
  const p = zonedParts(instant);
  return {
    date: `${pad(p.day)}-${pad(p.month)}-${p.year}`,
    time: `${pad(p.hour)}:${pad(p.minute)}`,
    day: `${p.year}-${pad(p.month)}-${pad(p.day)}`,
  };
}

/**
 * ART-07 as a page shows it: HH:mm for an article of today (Amsterdam), DD-MM-YYYY otherwise. For the
 * lists the API renders as HTML; the JSON lists send `date`, `time` and `day` and the page decides.
 */
export function displayDate(instant: Date, now: Date): string {
  const parts = articleDateParts(instant);
  return parts.day === articleDateParts(now).day ? parts.time : parts.date;
}

/** The article of the ajax lists (spec 001 §3 "Article (ajax endpoints)"). */
export const ajaxArticleSchema = z
  .object({
    id: z.number().int(),
    url: z.string().describe('/article/{id}/{slug}'),
    title: z.string().describe('Headline A, the default title'),
    aTitle: z.string(),
    bTitle: z.string(),
    ab_testing: z.boolean().describe('Whether the headline A/B test runs (AB-01): group B shows bTitle'),
    content: z
      .string()
      .describe("The excerpt as plain text, cut to at most 175 characters (the '…' included) on a word boundary"),
    date: z.string().describe('DD-MM-YYYY, Europe/Amsterdam'),
    time: z.string().describe('HH:mm, Europe/Amsterdam (ART-07: shown instead of the date for an article of today)'),
    day: z.string().describe('YYYY-MM-DD, Europe/Amsterdam: compare with today to choose date or time'),
    published_at: z.string().describe('ISO 8601'),
    image_url: z.string(),
    primary_tag: z.string().describe("The primary tag's title"),
    tag_url: z.string().describe('/tag/{slug}'),
    user: z.string().describe("The author's name"),
    user_url: z.string().nullable().describe('/author/{slug}; null for an author without a public page'),
    user_is_public: z.boolean(),
    show_author: z.boolean().describe('Whether the card shows a byline: false for biographies (kind bio)'),
    author_url: z.string().nullable().describe('The same as user_url'),
    comments_count: z.number().int().describe('Visible comments'),
    claps_count: z.number().int(),
    claps_users_count: z.number().int().describe('How many people clapped'),
    kind: z.enum(['news', 'photo_report', 'bio']),
  })
  .meta({ id: 'AjaxArticle' });

export type AjaxArticleView = z.infer<typeof ajaxArticleSchema>;

/** What the lists read for one article: the summary's columns and the claps of `resource_stats`. */
export interface ListArticleRecord extends ArticleRecord {
  clapsCount: number;
  clappersCount: number;
  isSticky: boolean;
}

export function toAjaxArticle(record: ListArticleRecord): AjaxArticleView {
  const authorUrl = record.authorIsPublic ? `/author/${record.authorSlug}` : null;
  return {
    id: record.id,
    url: `/article/${record.id}/${record.slug}`,
    title: record.title,
    aTitle: record.title,
    bTitle: record.bTitle,
    ab_testing: record.abTesting,
    content: cutExcerpt(record.excerpt),
    ...articleDateParts(record.publishedAt),
    published_at: record.publishedAt.toISOString(),
    image_url: record.image,
    primary_tag: record.tagTitle,
    tag_url: `/tag/${record.tagSlug}`,
    user: record.authorName,
    user_url: authorUrl,
    user_is_public: record.authorIsPublic,
    show_author: record.kind !== 'bio',
    author_url: authorUrl,
    comments_count: record.commentsCount,
    claps_count: record.clapsCount,
    claps_users_count: record.clappersCount,
    kind: record.kind,
  };
}
