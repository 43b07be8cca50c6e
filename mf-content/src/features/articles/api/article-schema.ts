import { z } from 'zod/mini';

/**
 * An article as the v2 API sends it (spec 001 §3 "Article (v2 API)"). Only the fields these pages use
 * are validated; the rest (A/B titles, localized time parts, counts) is dropped until a feature needs it.
 */
export const articleSchema = z.object({
  id: z.number(),
  url: z.string(),
  title: z.string(),
  excerpt: z.nullish(z.string()),
  /** Body HTML; only the single-article endpoint sends it. */
  content: z.nullish(z.string()),
  thumbnails: z.nullish(z.object({ origin: z.nullish(z.string()) })),
  author: z.nullish(
    z.object({
      name: z.string(),
      is_public: z.boolean(),
      author_url: z.nullish(z.string()),
    }),
  ),
  primary_tag: z.nullish(z.object({ title: z.string(), url: z.string() })),
  published_at: z.string(),
  is_external: z.nullish(z.boolean()),
});

export type Article = z.infer<typeof articleSchema>;
