import { z } from 'zod';

export const articleKinds = ['news', 'photo_report', 'bio'] as const;

/**
 * An article as editors edit it: the stored body (sanitized when it was written) and every setting,
 * published or scheduled. Not a reader's view: that is `Article` of GET /api/v2/article/{id}.
 */
export const editorArticleSchema = z
  .object({
    id: z.number().int(),
    url: z.string().describe('/article/{id}/{slug}'),
    slug: z.string().describe('From the title when the article was made; kept by later edits'),
    title: z.string(),
    b_title: z.string().describe('Headline B of the A/B test (AB-01)'),
    ab_testing: z.boolean(),
    excerpt: z.string().describe('Plain text'),
    content: z.string().describe('The body as stored: the editor’s HTML after the article sanitizer'),
    image: z.string(),
    primary_tag: z.string().describe('The primary tag’s slug'),
    kind: z.enum(articleKinds),
    is_sticky: z.boolean(),
    hide_in_lists: z.boolean(),
    web_push: z.union([z.literal(0), z.literal(1)]),
    published_at: z.string().describe('ISO 8601; a time in the future schedules the article'),
    updated_at: z.string().describe('ISO 8601'),
    author: z.object({ name: z.string() }),
  })
  .meta({ id: 'EditorArticle' });

type EditorArticleView = z.infer<typeof editorArticleSchema>;

export interface EditorArticleRecord {
  id: number;
  slug: string;
  title: string;
  bTitle: string;
  abTesting: boolean;
  excerpt: string;
  content: string;
  image: string;
  tagSlug: string;
  kind: (typeof articleKinds)[number];
  isSticky: boolean;
  hideInLists: boolean;
  webPush: boolean;
  publishedAt: Date;
  updatedAt: Date;
  authorName: string;
}

export function toEditorArticle(record: EditorArticleRecord): EditorArticleView {
  return {
    id: record.id,
    url: `/article/${record.id}/${record.slug}`,
    slug: record.slug,
    title: record.title,
    b_title: record.bTitle,
    ab_testing: record.abTesting,
    excerpt: record.excerpt,
    content: record.content,
    image: record.image,
    primary_tag: record.tagSlug,
    kind: record.kind,
    is_sticky: record.isSticky,
    hide_in_lists: record.hideInLists,
    web_push: record.webPush ? 1 : 0,
    published_at: record.publishedAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
    author: { name: record.authorName },
  };
}
