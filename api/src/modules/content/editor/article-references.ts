import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { Translate } from '../../../i18n/messages';
import type { createFieldErrors } from '../../../lib/field-errors';
import { isManager } from '../../../lib/permissions';
import { fixtures } from '../../matchcenter/schema';
import type { EditorArticlesRepository } from './editor-articles-repository';

/**
 * Checks what an article's fields point at, each problem under its field: the tag is the tenant's, the
 * author is the tenant's and chosen by a manager (the others write as themselves), the match exists.
 * Answers the primary tag's id when one was named, and the other tags' ids (NR-02) in the order named.
 */
export async function checkArticleReferences(
  context: {
    db: Database;
    articles: EditorArticlesRepository;
    tenantId: string;
    user: { role: string | null; isAdmin: boolean };
    t: Translate;
    problems: ReturnType<typeof createFieldErrors>;
  },
  named: { tagSlug?: string; tagSlugs?: string[]; authorId?: number; fixtureId?: number | null },
): Promise<{ tagId?: number; tagIds?: number[] }> {
  const { db, articles, tenantId, user, t, problems } = context;
  const [tagId, tagIdsBySlug, authorKnown, fixture] = await Promise.all([
    named.tagSlug ? articles.tagIdBySlug(tenantId, named.tagSlug) : undefined,
    named.tagSlugs === undefined || problems.has('tags') ? undefined : articles.tagIdsBySlug(tenantId, named.tagSlugs),
    named.authorId === undefined ? true : articles.authorExists(tenantId, named.authorId),
    named.fixtureId === undefined || named.fixtureId === null
      ? undefined
      : db.select({ id: fixtures.id }).from(fixtures).where(eq(fixtures.id, named.fixtureId)).limit(1),
  ]);
  if (named.tagSlug && tagId === undefined) problems.add('primary_tag', t('editor.unknownTag'));
  if (named.authorId !== undefined) {
    if (!isManager(user.role, user.isAdmin)) problems.add('author_id', t('editor.mayNotChooseAuthor'));
    else if (!authorKnown) problems.add('author_id', t('editor.unknownAuthor'));
  }
  if (fixture !== undefined && fixture.length === 0) problems.add('fixture_id', t('editor.unknownFixture'));
  let tagIds: number[] | undefined;
  if (named.tagSlugs !== undefined && tagIdsBySlug !== undefined) {
    const unknown = named.tagSlugs.filter((slug) => !tagIdsBySlug.has(slug));
    if (unknown.length > 0) problems.add('tags', t('editor.unknownTags', { slugs: unknown.join(', ') }));
    else tagIds = named.tagSlugs.flatMap((slug) => tagIdsBySlug.get(slug) ?? []);
  }
  return { tagId, tagIds };
}
