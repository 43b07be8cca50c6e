import {
  aliasedTable,
  and,
  count,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  like,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { uniqueViolation } from '../../../db/errors';
import { users } from '../../accounts/schema';
import { comments } from '../../community/schema';
import {
  type ArticleRevisionSnapshot,
  articleRevisions,
  articles,
  articleTags,
  authors,
  removedArticles,
  tags,
} from '../schema';
import { searchConfiguration } from '../search/search-repository';
import { firstFreeSlug } from './article-slug';
import type { EditorArticleRecord, NewsroomState } from './editor-article-view';

/** The columns an editor writes: what a revision keeps. */
export type ArticleValues = ArticleRevisionSnapshot;

/** Where an article is put: its stored state and, when published, from when. */
interface ArticlePlacement {
  status: EditorArticleRecord['status'];
  publishedAt: Date | null;
}

/** How often a new article tries the next free slug when another request took the one it chose. */
const slugAttempts = 5;

/**
 * Autosaves of one editor within this long of their last one change that revision instead of adding
 * one: a revision every few seconds of typing would bury the points worth going back to (Google Docs
 * and WordPress group them the same way). A save, another editor's save or a pause starts a new one.
 */
const autosaveRevisionMs = 5 * 60 * 1000;

const updatedBy = aliasedTable(users, 'updated_by_user');
const secondaryTag = aliasedTable(tags, 'secondary_tag');

/** NR-02: the article's other tags, in the editor's order. */
const secondaryTags = sql<{ id: number; slug: string }[]>`coalesce((
  select json_agg(json_build_object('id', ${secondaryTag.id}, 'slug', ${secondaryTag.slug}) order by ${articleTags.position})
  from ${articleTags} join ${tags} ${secondaryTag} on ${secondaryTag.id} = ${articleTags.tagId}
  where ${articleTags.articleId} = ${articles.id}
), '[]'::json)`;

const recordColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  bTitle: articles.bTitle,
  abTesting: articles.abTesting,
  excerpt: articles.excerpt,
  content: articles.content,
  image: articles.image,
  primaryTagId: articles.primaryTagId,
  tagSlug: tags.slug,
  kind: articles.kind,
  isSticky: articles.isSticky,
  hideInLists: articles.hideInLists,
  webPush: articles.webPush,
  fixtureId: articles.fixtureId,
  seoTitle: articles.seoTitle,
  seoDescription: articles.seoDescription,
  status: articles.status,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
  updatedByName: sql<string | null>`coalesce(nullif(${updatedBy.name}, ''), ${updatedBy.username})`,
  version: articles.version,
  authorId: articles.authorId,
  authorName: authors.name,
  authorUserId: authors.userId,
  secondaryTags,
};

/** The newsroom list's row: no body. */
type NewsroomListRow = Omit<
  EditorArticleRecord,
  'content' | 'bTitle' | 'seoTitle' | 'seoDescription' | 'secondaryTags'
>;

interface NewsroomListFilter {
  state?: NewsroomState;
  authorId?: number;
  tagId?: number;
  /** Words as people type them (the site's full-text search, title, excerpt and body). */
  text?: string;
  /** A guest author sees only what they write. */
  onlyOfUser?: number;
  language: 'en' | 'nl';
  offset: number;
  limit: number;
}

function snapshotOf(record: EditorArticleRecord): ArticleRevisionSnapshot {
  return {
    title: record.title,
    bTitle: record.bTitle,
    abTesting: record.abTesting,
    excerpt: record.excerpt,
    content: record.content,
    image: record.image,
    primaryTagId: record.primaryTagId,
    authorId: record.authorId,
    kind: record.kind,
    isSticky: record.isSticky,
    hideInLists: record.hideInLists,
    webPush: record.webPush,
    fixtureId: record.fixtureId,
    seoTitle: record.seoTitle,
    seoDescription: record.seoDescription,
    tagIds: record.secondaryTags.map((tag) => tag.id),
  };
}

/**
 * NR-02: puts the article's other tags in the given order (`tagIds`, when given), and keeps its primary
 * tag (as the save left it: `primaryTagId`) out of them, within the save's transaction, with the
 * article's row locked by its update: so a tag list and a new primary tag saved at once by two editors
 * never leave the primary tag among the others, and a tag's page never lists an article twice.
 */
async function writeSecondaryTags(
  tx: Transaction,
  tenantId: string,
  articleId: number,
  changes: { tagIds?: number[]; primaryTagId: number },
): Promise<void> {
  if (changes.tagIds !== undefined) {
    await tx.delete(articleTags).where(and(eq(articleTags.tenantId, tenantId), eq(articleTags.articleId, articleId)));
    const tagIds = changes.tagIds.filter((tagId) => tagId !== changes.primaryTagId);
    if (tagIds.length > 0)
      await tx.insert(articleTags).values(tagIds.map((tagId, position) => ({ tenantId, articleId, tagId, position })));
  } else {
    await tx
      .delete(articleTags)
      .where(
        and(
          eq(articleTags.tenantId, tenantId),
          eq(articleTags.articleId, articleId),
          eq(articleTags.tagId, changes.primaryTagId),
        ),
      );
  }
}

function stateCondition(state: NewsroomState): SQL | undefined {
  switch (state) {
    case 'scheduled':
      return and(eq(articles.status, 'published'), gt(articles.publishedAt, sql`now()`));
    case 'published':
      return and(eq(articles.status, 'published'), lte(articles.publishedAt, sql`now()`));
    default:
      return eq(articles.status, state);
  }
}

type SaveOutcome =
  | { kind: 'saved'; record: EditorArticleRecord }
  | { kind: 'conflict'; current: EditorArticleRecord }
  | { kind: 'missing' };

/**
 * The newsroom's view of a tenant's articles, in every state, with the body as stored, and their
 * revisions. Every read and write takes the tenant and filters on it, so another tenant's article is
 * never found or changed.
 */
export function createEditorArticlesRepository(db: Database) {
  async function byId(
    executor: Database | Transaction,
    tenantId: string,
    id: number,
  ): Promise<EditorArticleRecord | undefined> {
    const [row] = await executor
      .select(recordColumns)
      .from(articles)
      .innerJoin(tags, eq(tags.id, articles.primaryTagId))
      .innerJoin(authors, eq(authors.id, articles.authorId))
      .leftJoin(updatedBy, eq(updatedBy.id, articles.updatedBy))
      .where(and(eq(articles.tenantId, tenantId), eq(articles.id, id)))
      .limit(1);
    return row;
  }

  /** The author the user writes as (PRF-01's `authors.user_id`); a desk author without a page is made once. */
  async function authorOf(tenantId: string, user: { id: number; username: string; name: string | null }) {
    const [linked] = await db
      .select({ id: authors.id })
      .from(authors)
      .where(and(eq(authors.tenantId, tenantId), eq(authors.userId, user.id)))
      .limit(1);
    if (linked !== undefined) return linked.id;
    const slug = `desk-${user.id}`;
    await db
      .insert(authors)
      .values({ tenantId, slug, name: user.name?.trim() || user.username, isPublic: false, userId: user.id })
      .onConflictDoNothing();
    const [made] = await db
      .select({ id: authors.id })
      .from(authors)
      .where(and(eq(authors.tenantId, tenantId), eq(authors.slug, slug)))
      .limit(1);
    if (made === undefined) throw new Error('The desk author was not stored');
    return made.id;
  }

  async function takenSlugs(tenantId: string, base: string): Promise<Set<string>> {
    const rows = await db
      .select({ slug: articles.slug })
      .from(articles)
      .where(and(eq(articles.tenantId, tenantId), or(eq(articles.slug, base), like(articles.slug, `${base}-%`))));
    return new Set(rows.map((row) => row.slug));
  }

  /**
   * Keeps the save as a revision: a new one, or the same editor's autosave in a row takes the place of
   * their last autosave (`autosaveRevisionMs`).
   */
  async function latestRevision(executor: Database | Transaction, tenantId: string, articleId: number) {
    const [latest] = await executor
      .select({
        id: articleRevisions.id,
        number: articleRevisions.number,
        userId: articleRevisions.userId,
        autosave: articleRevisions.autosave,
        savedAt: articleRevisions.savedAt,
      })
      .from(articleRevisions)
      .where(and(eq(articleRevisions.tenantId, tenantId), eq(articleRevisions.articleId, articleId)))
      .orderBy(desc(articleRevisions.number))
      .limit(1);
    return latest;
  }

  async function recordRevision(
    tx: Transaction,
    tenantId: string,
    record: EditorArticleRecord,
    userId: number,
    autosave: boolean,
    latest: Awaited<ReturnType<typeof latestRevision>>,
  ): Promise<void> {
    const now = new Date();
    const snapshot = snapshotOf(record);
    if (
      autosave &&
      latest !== undefined &&
      latest.autosave &&
      latest.userId === userId &&
      now.getTime() - latest.savedAt.getTime() < autosaveRevisionMs
    ) {
      await tx
        .update(articleRevisions)
        .set({ snapshot, version: record.version, savedAt: now })
        .where(eq(articleRevisions.id, latest.id));
      return;
    }
    await tx.insert(articleRevisions).values({
      tenantId,
      articleId: record.id,
      number: (latest?.number ?? 0) + 1,
      userId,
      autosave,
      version: record.version,
      snapshot,
      savedAt: now,
    });
  }

  return {
    byId(tenantId: string, id: number): Promise<EditorArticleRecord | undefined> {
      return byId(db, tenantId, id);
    },

    async tagIdBySlug(tenantId: string, slug: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.tenantId, tenantId), eq(tags.slug, slug)))
        .limit(1);
      return row?.id;
    },

    /** NR-02: the ids of those of `slugs` that are the tenant's tags. */
    async tagIdsBySlug(tenantId: string, slugs: string[]): Promise<Map<string, number>> {
      if (slugs.length === 0) return new Map();
      const rows = await db
        .select({ id: tags.id, slug: tags.slug })
        .from(tags)
        .where(and(eq(tags.tenantId, tenantId), inArray(tags.slug, slugs)));
      return new Map(rows.map((row) => [row.slug, row.id]));
    },

    /** Those of `tagIds` that are still the tenant's tags, in their order (a restored revision's). */
    async existingTagIds(tenantId: string, tagIds: number[]): Promise<number[]> {
      if (tagIds.length === 0) return [];
      const rows = await db
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, tagIds)));
      const known = new Set(rows.map((row) => row.id));
      return tagIds.filter((tagId) => known.has(tagId));
    },

    async tagExists(tenantId: string, tagId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.tenantId, tenantId), eq(tags.id, tagId)))
        .limit(1);
      return row !== undefined;
    },

    async authorExists(tenantId: string, authorId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: authors.id })
        .from(authors)
        .where(and(eq(authors.tenantId, tenantId), eq(authors.id, authorId)))
        .limit(1);
      return row !== undefined;
    },

    authorOf,

    /**
     * A new article under the first free slug of `slugBase`, with its first revision; answers it.
     * `values.authorId` 0 means the user's own author.
     */
    async insert(
      tenantId: string,
      user: { id: number; username: string; name: string | null },
      slugBase: string,
      values: ArticleValues,
      placement: ArticlePlacement,
    ): Promise<EditorArticleRecord> {
      const { tagIds = [], ...columns } = values;
      const authorId = columns.authorId > 0 ? columns.authorId : await authorOf(tenantId, user);
      // Published at once: the site hears of it with this request's answer (plugins/content-changes.ts).
      const announcedAt =
        placement.publishedAt !== null && placement.publishedAt <= new Date() ? placement.publishedAt : null;
      for (let attempt = 1; ; attempt += 1) {
        const slug = firstFreeSlug(slugBase, await takenSlugs(tenantId, slugBase));
        try {
          return await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(articles)
              .values({ ...columns, ...placement, announcedAt, authorId, tenantId, slug, updatedBy: user.id })
              .returning({ id: articles.id });
            if (row === undefined) throw new Error('The article was not stored');
            if (tagIds.length > 0)
              await writeSecondaryTags(tx, tenantId, row.id, { tagIds, primaryTagId: columns.primaryTagId });
            const record = await byId(tx, tenantId, row.id);
            if (record === undefined) throw new Error('The article was not stored');
            await recordRevision(tx, tenantId, record, user.id, false, undefined);
            return record;
          });
        } catch (error) {
          // Another article took the slug meanwhile: the next free one is tried.
          if (uniqueViolation(error) !== 'articles_tenant_slug_key' || attempt >= slugAttempts) throw error;
        }
      }
    },

    /**
     * Saves the given fields as one revision, if the article is still at `baseVersion` (when given):
     * otherwise nothing changes and the current article comes back, so an editor is never overwritten
     * without knowing.
     */
    async save(
      tenantId: string,
      id: number,
      save: { baseVersion?: number; changes: Partial<ArticleValues>; userId: number; autosave: boolean },
    ): Promise<SaveOutcome> {
      return db.transaction(async (tx): Promise<SaveOutcome> => {
        // One save of an article at a time, to its commit: revision numbers and the version check below
        // see the one before, never a save in between.
        await tx
          .select({ id: articles.id })
          .from(articles)
          .where(and(eq(articles.tenantId, tenantId), eq(articles.id, id)))
          .for('update');
        // An article written before the newsroom kept revisions (the demo, the API of old) keeps what it
        // was as revision 1, so the first save can be undone too.
        let latest = await latestRevision(tx, tenantId, id);
        if (latest === undefined) {
          const before = await byId(tx, tenantId, id);
          if (before !== undefined) {
            await tx.insert(articleRevisions).values({
              tenantId,
              articleId: id,
              number: 1,
              userId: null,
              version: before.version,
              snapshot: snapshotOf(before),
              savedAt: before.updatedAt,
            });
            latest = { id: 0, number: 1, userId: null, autosave: false, savedAt: before.updatedAt };
          }
        }
        const { tagIds, ...columns } = save.changes;
        const rows = await tx
          .update(articles)
          .set({
            ...columns,
            version: sql`${articles.version} + 1`,
            updatedAt: new Date(),
            updatedBy: save.userId,
          })
          .where(
            and(
              eq(articles.tenantId, tenantId),
              eq(articles.id, id),
              save.baseVersion === undefined ? undefined : eq(articles.version, save.baseVersion),
            ),
          )
          .returning({ id: articles.id, primaryTagId: articles.primaryTagId });
        const [saved] = rows;
        if (saved === undefined) {
          const current = await byId(tx, tenantId, id);
          return current === undefined ? { kind: 'missing' } : { kind: 'conflict', current };
        }
        await writeSecondaryTags(tx, tenantId, id, { tagIds, primaryTagId: saved.primaryTagId });
        const record = await byId(tx, tenantId, id);
        if (record === undefined) return { kind: 'missing' };
        await recordRevision(tx, tenantId, record, save.userId, save.autosave, latest);
        return { kind: 'saved', record };
      });
    },

    /**
     * Puts the article in a state (submitted, published now or at a time, unpublished). Not a save: the
     * text and its version stay, so an editor typing in it is not told of a conflict.
     */
    async place(
      tenantId: string,
      id: number,
      placement: ArticlePlacement,
      userId: number,
    ): Promise<EditorArticleRecord | undefined> {
      const now = new Date();
      const outNow = placement.publishedAt !== null && placement.publishedAt <= now;
      const rows = await db
        .update(articles)
        .set({ ...placement, announcedAt: outNow ? now : null, updatedAt: now, updatedBy: userId })
        .where(and(eq(articles.tenantId, tenantId), eq(articles.id, id)))
        .returning({ id: articles.id });
      if (rows.length === 0) return undefined;
      return byId(db, tenantId, id);
    },

    /** The newsroom's list: most recently changed first, with the total for the pages. */
    async list(tenantId: string, filter: NewsroomListFilter): Promise<{ rows: NewsroomListRow[]; total: number }> {
      const text = filter.text?.trim() ?? '';
      const where = and(
        eq(articles.tenantId, tenantId),
        filter.state === undefined ? undefined : stateCondition(filter.state),
        filter.authorId === undefined ? undefined : eq(articles.authorId, filter.authorId),
        // NR-02: an article of the tag as its primary or one of its other tags.
        filter.tagId === undefined
          ? undefined
          : or(
              eq(articles.primaryTagId, filter.tagId),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(articleTags)
                  .where(and(eq(articleTags.articleId, articles.id), eq(articleTags.tagId, filter.tagId))),
              ),
            ),
        filter.onlyOfUser === undefined ? undefined : eq(authors.userId, filter.onlyOfUser),
        text === ''
          ? undefined
          : and(
              isNotNull(articles.searchAll),
              sql`${articles.searchAll} @@ websearch_to_tsquery(${searchConfiguration(filter.language)}::regconfig, ${text})`,
            ),
      );
      const {
        content: _content,
        bTitle: _bTitle,
        seoTitle: _seoTitle,
        seoDescription: _seo,
        secondaryTags: _secondaryTags,
        ...listColumns
      } = recordColumns;
      const [rows, [total]] = await Promise.all([
        db
          .select(listColumns)
          .from(articles)
          .innerJoin(tags, eq(tags.id, articles.primaryTagId))
          .innerJoin(authors, eq(authors.id, articles.authorId))
          .leftJoin(updatedBy, eq(updatedBy.id, articles.updatedBy))
          .where(where)
          .orderBy(desc(articles.updatedAt), desc(articles.id))
          .offset(filter.offset)
          .limit(filter.limit),
        db.select({ total: count() }).from(articles).innerJoin(authors, eq(authors.id, articles.authorId)).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** The article's revisions, newest first, without their snapshots. */
    async revisions(tenantId: string, articleId: number) {
      return db
        .select({
          number: articleRevisions.number,
          version: articleRevisions.version,
          autosave: articleRevisions.autosave,
          savedAt: articleRevisions.savedAt,
          userName: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.username})`,
        })
        .from(articleRevisions)
        .leftJoin(users, eq(users.id, articleRevisions.userId))
        .where(and(eq(articleRevisions.tenantId, tenantId), eq(articleRevisions.articleId, articleId)))
        .orderBy(desc(articleRevisions.number));
    },

    async revision(tenantId: string, articleId: number, number: number) {
      const [row] = await db
        .select({
          number: articleRevisions.number,
          version: articleRevisions.version,
          autosave: articleRevisions.autosave,
          savedAt: articleRevisions.savedAt,
          snapshot: articleRevisions.snapshot,
          userName: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.username})`,
        })
        .from(articleRevisions)
        .leftJoin(users, eq(users.id, articleRevisions.userId))
        .where(
          and(
            eq(articleRevisions.tenantId, tenantId),
            eq(articleRevisions.articleId, articleId),
            eq(articleRevisions.number, number),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Removes an article for good (its live blog, tests, revisions and push records go with it) and
     * notes that it existed, so its address answers 410; false when the tenant has no such article.
     */
    async remove(tenantId: string, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(articles)
          .where(and(eq(articles.tenantId, tenantId), eq(articles.id, id)))
          .returning({ id: articles.id });
        if (rows.length === 0) return false;
        // Its thread goes with it (the comments point at it by id, without a key): no page shows them
        // again, and the karma triggers take them out of the boards.
        await tx
          .delete(comments)
          .where(
            and(eq(comments.tenantId, tenantId), eq(comments.resourceType, 'article'), eq(comments.resourceId, id)),
          );
        await tx.insert(removedArticles).values({ tenantId, articleId: id }).onConflictDoNothing();
        return true;
      });
    },
  };
}

export type EditorArticlesRepository = ReturnType<typeof createEditorArticlesRepository>;
