import { z } from 'zod';
import type { NewsroomRights } from '../../../lib/permissions';
import type { articleStatuses } from '../schema';

export const articleKinds = ['news', 'photo_report', 'bio'] as const;

/** The states the newsroom shows (issue 33): the stored ones, with `scheduled` for published-to-come. */
export const newsroomStates = ['draft', 'submitted', 'scheduled', 'published', 'unpublished'] as const;
export type NewsroomState = (typeof newsroomStates)[number];

/**
 * An article as editors edit it: the stored body (sanitized when it was written) and every setting, in
 * whatever state. Not a reader's view: that is `Article` of GET /api/v2/article/{id}.
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
    tags: z.array(z.string()).describe('NR-02: the slugs of the article’s other tags, in order; never the primary tag'),
    kind: z.enum(articleKinds),
    is_sticky: z.boolean(),
    hide_in_lists: z.boolean(),
    web_push: z.union([z.literal(0), z.literal(1)]),
    fixture_id: z.number().int().nullable().describe('The match the article is about (FP-06, the live blog)'),
    seo_title: z.string().describe('Empty: the title'),
    seo_description: z.string().describe('Empty: the excerpt'),
    status: z.enum(newsroomStates),
    published_at: z
      .string()
      .nullable()
      .describe('ISO 8601; a time in the future schedules the article; null unless published or scheduled'),
    updated_at: z.string().describe('ISO 8601'),
    updated_by: z.object({ name: z.string() }).nullable(),
    version: z.number().int().describe('Raised by every save; send it back with the next save'),
    author: z.object({ id: z.number().int(), name: z.string() }),
    rights: z
      .object({ edit: z.boolean(), publish: z.boolean(), unpublish: z.boolean() })
      .describe('What the caller may do with it (spec 000 §6, issue 33)'),
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
  primaryTagId: number;
  tagSlug: string;
  /** NR-02: the other tags, in the editor's order. */
  secondaryTags: { id: number; slug: string }[];
  kind: (typeof articleKinds)[number];
  isSticky: boolean;
  hideInLists: boolean;
  webPush: boolean;
  fixtureId: number | null;
  seoTitle: string;
  seoDescription: string;
  status: (typeof articleStatuses)[number];
  publishedAt: Date | null;
  updatedAt: Date;
  updatedByName: string | null;
  version: number;
  authorId: number;
  authorName: string;
  /** The account the author is (PRF-01's link): the article is theirs. */
  authorUserId: number | null;
}

/** The newsroom's state of an article: a published one whose time is still to come is scheduled. */
export function newsroomStateOf(
  record: Pick<EditorArticleRecord, 'status' | 'publishedAt'>,
  now = new Date(),
): NewsroomState {
  if (record.status === 'published' && record.publishedAt !== null && record.publishedAt > now) return 'scheduled';
  return record.status;
}

export function toEditorArticle(
  record: EditorArticleRecord,
  rights: NewsroomRights & { unpublish: boolean },
): EditorArticleView {
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
    tags: record.secondaryTags.map((tag) => tag.slug),
    kind: record.kind,
    is_sticky: record.isSticky,
    hide_in_lists: record.hideInLists,
    web_push: record.webPush ? 1 : 0,
    fixture_id: record.fixtureId,
    seo_title: record.seoTitle,
    seo_description: record.seoDescription,
    status: newsroomStateOf(record),
    published_at: record.publishedAt?.toISOString() ?? null,
    updated_at: record.updatedAt.toISOString(),
    updated_by: record.updatedByName === null ? null : { name: record.updatedByName },
    version: record.version,
    author: { id: record.authorId, name: record.authorName },
    rights,
  };
}
