import { z } from 'zod';
import type { ArticleRevisionSnapshot } from '../schema';
import { articleKinds } from './editor-article-view';

export const revisionSummarySchema = z
  .object({
    number: z.number().int().describe('1 for the first save, counting up'),
    version: z.number().int().describe('The article’s version it holds'),
    autosave: z.boolean().describe('Kept by the autosave (one per editor and few minutes of typing)'),
    saved_at: z.string(),
    saved_by: z.object({ name: z.string() }).nullable(),
  })
  .meta({ id: 'ArticleRevisionSummary' });

export const revisionSchema = revisionSummarySchema
  .extend({
    article: z.object({
      title: z.string(),
      b_title: z.string(),
      ab_testing: z.boolean(),
      excerpt: z.string(),
      content: z.string(),
      image: z.string(),
      primary_tag_id: z.number().int(),
      tag_ids: z.array(z.number().int()).describe('NR-02: the other tags’ ids, in order'),
      author_id: z.number().int(),
      kind: z.enum(articleKinds),
      is_sticky: z.boolean(),
      hide_in_lists: z.boolean(),
      web_push: z.boolean(),
      fixture_id: z.number().int().nullable(),
      seo_title: z.string(),
      seo_description: z.string(),
    }),
  })
  .meta({ id: 'ArticleRevision' });

interface RevisionRow {
  number: number;
  version: number;
  autosave: boolean;
  savedAt: Date;
  userName: string | null;
}

export function toRevisionSummary(row: RevisionRow): z.infer<typeof revisionSummarySchema> {
  return {
    number: row.number,
    version: row.version,
    autosave: row.autosave,
    saved_at: row.savedAt.toISOString(),
    saved_by: row.userName === null ? null : { name: row.userName },
  };
}

export function toRevision(row: RevisionRow & { snapshot: ArticleRevisionSnapshot }): z.infer<typeof revisionSchema> {
  const { snapshot } = row;
  return {
    ...toRevisionSummary(row),
    article: {
      title: snapshot.title,
      b_title: snapshot.bTitle,
      ab_testing: snapshot.abTesting,
      excerpt: snapshot.excerpt,
      content: snapshot.content,
      image: snapshot.image,
      primary_tag_id: snapshot.primaryTagId,
      tag_ids: snapshot.tagIds ?? [],
      author_id: snapshot.authorId,
      kind: snapshot.kind,
      is_sticky: snapshot.isSticky,
      hide_in_lists: snapshot.hideInLists,
      web_push: snapshot.webPush,
      fixture_id: snapshot.fixtureId,
      seo_title: snapshot.seoTitle,
      seo_description: snapshot.seoDescription,
    },
  };
}
