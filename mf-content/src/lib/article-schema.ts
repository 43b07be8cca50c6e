import { z } from 'zod/mini';
import type { AcceptsApi, ApiSchemas } from '@tribune/shared';

/**
 * An article in a list, as the v2 API sends it (spec 001 §3 "Article (v2 API)", the API's
 * ArticleSummary). Only the fields these pages use are validated; the rest (localized time parts,
 * counts, video) is dropped until a feature needs it. The A/B titles (AB-01) are optional so a list
 * without them still parses: such an article simply shows its title.
 */
export const articleSummarySchema = z.object({
  id: z.number(),
  url: z.string(),
  title: z.string(),
  excerpt: z.string(),
  thumbnails: z.object({ origin: z.string() }),
  author: z.object({
    name: z.string(),
    is_public: z.boolean(),
    /** Null for an author without a public page. */
    author_url: z.nullable(z.string()),
  }),
  primary_tag: z.object({ title: z.string(), url: z.string() }),
  published_at: z.string(),
  is_external: z.boolean(),
  /** AB-01: headline A (the title), headline B, and whether the headline test runs. */
  a_title: z.optional(z.string()),
  b_title: z.optional(z.string()),
  abtesting: z.optional(z.boolean()),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
/** Fails to compile when the API's list article stops passing this schema (shared's generated contract). */
type _ArticleSummaryFollowsTheApi = AcceptsApi<z.input<typeof articleSummarySchema>, ApiSchemas['ArticleSummary']>;

/** One article with its body HTML, as GET /api/v2/article/{id} sends it (the API's Article). */
export const articleSchema = z.extend(articleSummarySchema, {
  content: z.string(),
  /** The match an article is about (a preview): its match-prediction widget (FP-06) shows there. */
  fixture_id: z.optional(z.nullable(z.number())),
  /** ART-01: the article's YouTube video, played by the page's privacy-friendly player. */
  video: z.optional(z.nullable(z.object({ id: z.string() }))),
  /** ART-01: 1 when the article carries a web push (the push alert shows when show_web_push is 1 too). */
  web_push: z.optional(z.number()),
  /** LB-01: the article's live blog, if it has one. */
  liveblog_id: z.optional(z.nullable(z.number())),
});
export type Article = z.infer<typeof articleSchema>;
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _ArticleFollowsTheApi = AcceptsApi<z.input<typeof articleSchema>, ApiSchemas['Article']>;
