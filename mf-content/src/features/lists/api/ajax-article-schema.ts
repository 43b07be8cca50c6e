import { z } from 'zod/mini';
import type { AcceptsApi, ApiSchemas } from '@tribune/shared';

/**
 * An article as the ajax list endpoints send it (spec 001 §3 "Article (ajax endpoints)", the API's
 * AjaxArticle): the tag page, search, most-read and the sidebar lists. Only the fields these lists show
 * are validated; the server's formatted date parts and the clap counts are dropped until a feature
 * needs them. The A/B titles (AB-01) are optional: an article without them shows its title. `content` is the excerpt, already cut by the API to 175 characters and
 * '…' (ART-07); `published_at` is ISO, so the date is written in the page's language and time zone
 * like every other card's (and hydrates unchanged).
 */
export const ajaxArticleSchema = z.object({
  id: z.number(),
  url: z.string(),
  title: z.string(),
  content: z.string(),
  published_at: z.string(),
  /** Null for an article without an image. */
  image_url: z.nullable(z.string()),
  /** The primary tag's title and page, null for an article without one. */
  primary_tag: z.nullable(z.string()),
  tag_url: z.nullable(z.string()),
  /** The author's name, shown only when `show_author` says so. */
  user: z.nullable(z.string()),
  show_author: z.boolean(),
  comments_count: z.number(),
  /** AB-01: headline B, and whether the headline test runs (group B sees bTitle). */
  bTitle: z.optional(z.string()),
  ab_testing: z.optional(z.boolean()),
});
export type AjaxArticle = z.infer<typeof ajaxArticleSchema>;
/** Fails to compile when the API's AjaxArticle stops passing this schema (shared's generated contract). */
type _AjaxArticleFollowsTheApi = AcceptsApi<z.input<typeof ajaxArticleSchema>, ApiSchemas['AjaxArticle']>;
