import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { authors, tags } from '../schema';

/** A newsroom picker shows at most this many; a tenant with more is far beyond any seen so far. */
const pickerLimit = 1000;

/**
 * What the newsroom's pickers choose from (issue 33, NR-02): the tenant's tags and authors, by name.
 * Every read takes the tenant and filters on it, so another tenant's tag or author is never offered.
 */
export function createNewsroomChoicesRepository(db: Database) {
  return {
    /** The tenant's tags by title (then slug), for the primary tag's picker. */
    async tags(tenantId: string): Promise<{ id: number; slug: string; title: string }[]> {
      return db
        .select({ id: tags.id, slug: tags.slug, title: tags.title })
        .from(tags)
        .where(eq(tags.tenantId, tenantId))
        .orderBy(asc(tags.title), asc(tags.slug))
        .limit(pickerLimit);
    },

    /** The tenant's authors by name, desk authors (no public page) included, for the managers' picker. */
    async authors(
      tenantId: string,
    ): Promise<{ id: number; name: string; slug: string; isPublic: boolean; userId: number | null }[]> {
      return db
        .select({
          id: authors.id,
          name: authors.name,
          slug: authors.slug,
          isPublic: authors.isPublic,
          userId: authors.userId,
        })
        .from(authors)
        .where(eq(authors.tenantId, tenantId))
        .orderBy(asc(authors.name), asc(authors.id))
        .limit(pickerLimit);
    },
  };
}

export type NewsroomChoicesRepository = ReturnType<typeof createNewsroomChoicesRepository>;
