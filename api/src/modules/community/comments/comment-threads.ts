import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, gte, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { users } from '../../accounts/schema';
import { userFormations } from '../../matchcenter/formations/schema';
import type { ResourceRef } from '../resources/find-resources';
import { commentLikes, commentReports, comments } from '../schema';
import { rowsOf } from '../../../db/sql-rows';
import {
  type Asker,
  buildTrees,
  type CommentExtras,
  type CommentRecord,
  type CommentView,
  guestAsker,
} from './comment-view';

export const commentsPerPage = 20;

/** Every column a comment view needs, the author's included: one read per page (no N+1). */

/** One column of the comment author's latest line-up in the comment's tenant, or null without one. */
function latestLineUp<Column extends AnyPgColumn>(column: Column) {
  return sql<Column['_']['data'] | null>`(select ${column} from ${userFormations}
    where ${userFormations.tenantId} = ${comments.tenantId} and ${userFormations.userId} = ${comments.userId}
    order by ${userFormations.updatedAt} desc, ${userFormations.id} desc limit 1)`;
}

const recordColumns = {
  id: comments.id,
  resourceType: comments.resourceType,
  resourceId: comments.resourceId,
  userId: comments.userId,
  parentId: comments.parentId,
  rootId: comments.rootId,
  level: comments.level,
  content: comments.content,
  status: comments.status,
  likesCount: comments.likesCount,
  matchMinute: comments.matchMinute,
  matchStoppageMinute: comments.matchStoppageMinute,
  editedAt: comments.editedAt,
  createdAt: comments.createdAt,
  username: users.username,
  userImage: users.image,
  userRole: users.role,
  userIsAdmin: users.isAdmin,
  // The author's latest line-up (user_formations_tenant_user_updated_idx): the has_formation meta, with
  // its formation and club, which the comment shows and links to (CMT-13).
  currentFormationId: latestLineUp(userFormations.id),
  currentFormationName: latestLineUp(userFormations.formation),
  currentFormationTeamId: latestLineUp(userFormations.teamId),
  reportsCount: sql<number>`(select count(*)::int from ${commentReports}
    where ${commentReports.commentId} = ${comments.id} and ${commentReports.resolvedAt} is null)`,
};

/**
 * A top-level comment the asker sees in a list (CMT-07): visible; hidden to managers and its author; a
 * deleted one while its thread has a visible reply (a tombstone).
 */
function shownTopLevel(asker: Asker): SQL {
  const hidden = asker.manager
    ? eq(comments.status, 'hidden')
    : asker.userId === null
      ? sql`false`
      : and(eq(comments.status, 'hidden'), eq(comments.userId, asker.userId));
  const tombstone = and(
    eq(comments.status, 'deleted'),
    sql`exists (select 1 from comments reply where reply.tenant_id = ${comments.tenantId}
      and reply.root_id = ${comments.id} and reply.id <> ${comments.id} and reply.status = 'visible')`,
  );
  return or(eq(comments.status, 'visible'), hidden, tombstone) ?? sql`false`;
}

function ofResource(tenantId: string, ref: ResourceRef): SQL {
  return and(
    eq(comments.tenantId, tenantId),
    eq(comments.resourceType, ref.type),
    eq(comments.resourceId, ref.id),
  ) as SQL;
}

const likerRow = z.object({ comment_id: z.coerce.number(), username: z.string() });
const askerRow = z.object({ comment_id: z.coerce.number(), kind: z.enum(['like', 'report']) });

/** A guest's marks: nothing liked or reported. */
const noMarks: Pick<CommentExtras, 'likedByAsker' | 'reportedByAsker'> = {
  likedByAsker: new Set(),
  reportedByAsker: new Set(),
};

/** What every reader of a resource's comment list shares (comment-pages.ts keeps it a few seconds). */
export interface ResourceSummary {
  /** Visible comments of every level: the contract's `comments_count`. */
  visible: number;
  /** Top-level comments every reader sees: visible ones and tombstones with a visible reply. */
  publicTopLevel: number;
  /** Hidden top-level comments: shown to managers and their author only, so they move their pages. */
  hiddenTopLevel: readonly { id: number; userId: number | null }[];
}

/** A page of threads as a reader without hidden top-level comments of their own sees it, before the asker's part. */
export interface SharedPage {
  /** Every row of the page's threads, hidden and deleted ones too: buildTrees leaves out what an asker may not see. */
  rows: readonly CommentRecord[];
  /** The page's top-level comments, newest first. */
  rootIds: readonly number[];
  likers: ReadonlyMap<number, readonly string[]>;
}

/** `[id, user_id]` of each hidden top-level comment, as json_agg gives them (null for none). */
const hiddenList = z
  .array(z.tuple([z.coerce.number(), z.coerce.number().nullable()]))
  .nullable()
  .transform((list) => list ?? []);

/**
 * Reads comments with their reply trees for an asker: the rows of the threads in one query, then the
 * likers and the asker's likes and reports of all of them in one query each.
 */
export function createCommentThreads(db: Database) {
  function idListOf(ids: readonly number[]): SQL {
    return sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    );
  }

  /** Up to 3 latest likers' usernames of each comment. */
  async function likersOf(tenantId: string, ids: readonly number[]): Promise<Map<number, string[]>> {
    const likers = new Map<number, string[]>();
    if (ids.length === 0) return likers;
    const result = await db.execute(sql`
      select comment_id, username from (
        select l.comment_id, u.username,
          row_number() over (partition by l.comment_id order by l.created_at desc, l.user_id desc) as position
        from ${commentLikes} l join ${users} u on u.id = l.user_id
        where l.tenant_id = ${tenantId} and l.comment_id in (${idListOf(ids)})
      ) latest where position <= 3 order by comment_id, position`);
    for (const row of rowsOf(result, likerRow)) {
      const list = likers.get(row.comment_id) ?? [];
      list.push(row.username);
      likers.set(row.comment_id, list);
    }
    return likers;
  }

  /** Which of the comments the asker liked and reported: one query, none for a guest. */
  async function marksOf(
    tenantId: string,
    ids: readonly number[],
    asker: Asker,
  ): Promise<Pick<CommentExtras, 'likedByAsker' | 'reportedByAsker'>> {
    if (asker.userId === null || ids.length === 0) return noMarks;
    const idList = idListOf(ids);
    const result = await db.execute(sql`
      select comment_id, 'like' as kind from ${commentLikes}
        where tenant_id = ${tenantId} and user_id = ${asker.userId} and comment_id in (${idList})
      union all
      select comment_id, 'report' from ${commentReports}
        where tenant_id = ${tenantId} and user_id = ${asker.userId} and comment_id in (${idList})`);
    const likedByAsker = new Set<number>();
    const reportedByAsker = new Set<number>();
    for (const row of rowsOf(result, askerRow)) {
      (row.kind === 'like' ? likedByAsker : reportedByAsker).add(row.comment_id);
    }
    return { likedByAsker, reportedByAsker };
  }

  async function extrasFor(
    tenantId: string,
    ids: readonly number[],
    asker: Asker,
    deletedUser: string,
  ): Promise<CommentExtras> {
    const [likers, marks] = await Promise.all([likersOf(tenantId, ids), marksOf(tenantId, ids, asker)]);
    return { likers, ...marks, deletedUser };
  }

  /** The rows of a page of top-level comments as `asker` sees the list, with their whole threads. */
  async function pageRows(
    tenantId: string,
    ref: ResourceRef,
    page: number,
    asker: Asker,
  ): Promise<{ rows: CommentRecord[]; rootIds: number[] }> {
    // A forum topic reads as a conversation, its opening post first; articles and matches newest first.
    const oldestFirst = ref.type === 'forum';
    const order = oldestFirst ? asc : desc;
    const pageRoots = db
      .select({ id: comments.id })
      .from(comments)
      .where(and(ofResource(tenantId, ref), isNull(comments.parentId), shownTopLevel(asker)))
      .orderBy(order(comments.createdAt), order(comments.id))
      .limit(commentsPerPage)
      .offset((page - 1) * commentsPerPage);
    const rows = await selectRecords().where(and(eq(comments.tenantId, tenantId), inArray(comments.rootId, pageRoots)));
    const direction = oldestFirst ? 1 : -1;
    const rootIds = rows
      .filter((row) => row.parentId === null)
      .sort((a, b) => direction * (a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id))
      .map((row) => row.id);
    return { rows, rootIds };
  }

  function selectRecords() {
    return db.select(recordColumns).from(comments).leftJoin(users, eq(users.id, comments.userId));
  }

  async function treesOf(
    tenantId: string,
    rows: CommentRecord[],
    rootIds: readonly number[],
    asker: Asker,
    deletedUser: string,
  ): Promise<CommentView[]> {
    const extras = await extrasFor(
      tenantId,
      rows.map((row) => row.id),
      asker,
      deletedUser,
    );
    return buildTrees(rows, rootIds, asker, extras);
  }

  return {
    /** Visible comments of every level on a resource: the contract's `comments_count`. */
    async visibleCount(tenantId: string, ref: ResourceRef, executor: Database = db): Promise<number> {
      const [row] = await executor
        .select({ count: sql<number>`count(*)::int` })
        .from(comments)
        .where(and(ofResource(tenantId, ref), eq(comments.status, 'visible')));
      return Number(row?.count ?? 0);
    },

    /**
     * The counts of a resource's list and its hidden top-level comments: one pass over its comments
     * (comments_resource_idx, or a sequential scan where they are most of the table). Measured on 5,000
     * comments (Postgres): 2 ms, against 4 ms for three separate counts on the partial indexes.
     */
    async summary(tenantId: string, ref: ResourceRef): Promise<ResourceSummary> {
      const rootOf = (condition: SQL) => sql`${comments.parentId} is null and ${condition}`;
      const [row] = await db
        .select({
          visible: sql<number>`count(*) filter (where ${comments.status} = 'visible')::int`,
          publicTopLevel: sql<number>`count(*) filter (where ${rootOf(shownTopLevel(guestAsker))})::int`,
          hidden: sql<unknown>`json_agg(json_build_array(${comments.id}, ${comments.userId}))
            filter (where ${rootOf(eq(comments.status, 'hidden'))})`,
        })
        .from(comments)
        .where(ofResource(tenantId, ref));
      return {
        visible: Number(row?.visible ?? 0),
        publicTopLevel: Number(row?.publicTopLevel ?? 0),
        hiddenTopLevel: hiddenList.parse(row?.hidden ?? null).map(([id, userId]) => ({ id, userId })),
      };
    },

    /** A page as every reader without hidden top-level comments of their own sees it, the likers included. */
    async sharedPage(tenantId: string, ref: ResourceRef, page: number): Promise<SharedPage> {
      const { rows, rootIds } = await pageRows(tenantId, ref, page, guestAsker);
      const likers = await likersOf(
        tenantId,
        rows.map((row) => row.id),
      );
      return { rows, rootIds, likers };
    },

    /** A shared page's trees as `asker` sees them: their own likes and reports read, nothing else. */
    async treesOfShared(
      tenantId: string,
      shared: SharedPage,
      asker: Asker,
      deletedUser: string,
    ): Promise<CommentView[]> {
      const marks = await marksOf(
        tenantId,
        shared.rows.map((row) => row.id),
        asker,
      );
      return buildTrees(shared.rows, shared.rootIds, asker, { likers: shared.likers, ...marks, deletedUser });
    },

    /** A page of top-level comments as `asker` sees the list, newest first, each with its whole reply tree (CMT-01). */
    async page(
      tenantId: string,
      ref: ResourceRef,
      page: number,
      asker: Asker,
      deletedUser: string,
    ): Promise<CommentView[]> {
      const { rows, rootIds } = await pageRows(tenantId, ref, page, asker);
      return treesOf(tenantId, rows, rootIds, asker, deletedUser);
    },

    /** One comment with its replies, or null when it is not there for the asker (deleted, hidden, unknown). */
    async one(tenantId: string, id: number, asker: Asker, deletedUser: string): Promise<CommentView | null> {
      const [target] = await db
        .select({ rootId: comments.rootId, status: comments.status })
        .from(comments)
        .where(and(eq(comments.tenantId, tenantId), eq(comments.id, id)))
        .limit(1);
      if (!target || target.status === 'deleted') return null;
      const rows = await selectRecords().where(
        and(eq(comments.tenantId, tenantId), or(eq(comments.rootId, target.rootId ?? id), eq(comments.id, id))),
      );
      const [view] = await treesOf(tenantId, rows, [id], asker, deletedUser);
      return view ?? null;
    },

    /** The resource's most liked visible top-level comment with at least one like (CMT-02). */
    async featured(tenantId: string, ref: ResourceRef, asker: Asker, deletedUser: string): Promise<CommentView | null> {
      const [top] = await db
        .select({ id: comments.id })
        .from(comments)
        .where(
          and(
            ofResource(tenantId, ref),
            isNull(comments.parentId),
            eq(comments.status, 'visible'),
            gte(comments.likesCount, 1),
          ),
        )
        .orderBy(desc(comments.likesCount), desc(comments.createdAt), desc(comments.id))
        .limit(1);
      return top ? this.one(tenantId, top.id, asker, deletedUser) : null;
    },

    /** Comments by id without their replies (the moderation queue), in the order asked. */
    async flat(
      tenantId: string,
      ids: readonly number[],
      asker: Asker,
      deletedUser: string,
    ): Promise<Map<number, CommentView>> {
      const found = new Map<number, CommentView>();
      if (ids.length === 0) return found;
      const rows = await selectRecords().where(
        and(eq(comments.tenantId, tenantId), inArray(comments.id, [...ids]), ne(comments.status, 'deleted')),
      );
      const extras = await extrasFor(
        tenantId,
        rows.map((row) => row.id),
        asker,
        deletedUser,
      );
      for (const view of buildTrees(
        rows.map((row) => ({ ...row, parentId: null })),
        rows.map((row) => row.id),
        asker,
        extras,
      )) {
        const row = rows.find((candidate) => candidate.id === view.id);
        found.set(view.id, { ...view, replay_to: row?.parentId ?? null });
      }
      return found;
    },
  };
}

export type CommentThreads = ReturnType<typeof createCommentThreads>;
