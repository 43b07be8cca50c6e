import { and, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../../db/client';
import { users } from '../../accounts/schema';
import { type Refused, writeOrRefuse } from '../../../db/refusable-write';
import { admitPost, insertComment } from '../comments/comment-writes';
import type { NotificationPush, Notifier } from '../notifications/notifier';
import { comments, forumTopics, resourceClaps, resourceStats, resourceVisits } from '../schema';
import type { ForumTopicRecord } from './forum-topic-view';

/** Decision 0016's double-post window, for titles: the same title by the same fan within it is refused. */
const duplicateTitleWindowMs = 5 * 60_000;

const topicSelection = {
  id: forumTopics.id,
  title: forumTopics.title,
  userId: forumTopics.userId,
  username: users.username,
  userImage: users.image,
  pinned: forumTopics.pinned,
  closed: forumTopics.closed,
  commentsCount: forumTopics.commentsCount,
  createdAt: forumTopics.createdAt,
  lastCommentAt: forumTopics.lastCommentAt,
};

// Spelled out as the indexes are (drizzle-kit writes DESC NULLS LAST), so the planner reads them in order.
export const latestActivityFirst = [
  sql`${forumTopics.lastCommentAt} desc nulls last`,
  sql`${forumTopics.id} desc nulls last`,
] as const;

/**
 * The tenant's forum topics (FRM-*). Every read and write takes the tenant and filters on it, so a topic
 * of another tenant is never found, listed or changed.
 */
export function createForumRepository(db: Database, { notifier }: { notifier: Pick<Notifier, 'onCommentsRemoved'> }) {
  function topics(executor: Database | Transaction, tenantId: string, ...conditions: SQL[]) {
    return (
      executor
        .select(topicSelection)
        .from(forumTopics)
        // Left join: a deleted account leaves its topics behind without an author.
        .leftJoin(users, and(eq(users.id, forumTopics.userId), eq(users.tenantId, forumTopics.tenantId)))
        .where(and(eq(forumTopics.tenantId, tenantId), ...conditions))
        .$dynamic()
    );
  }

  /** Whether the fan started a topic with this very title within the double-post window. */
  async function startedSameTitle(
    tx: Transaction,
    input: { tenantId: string; userId: number; title: string; now: Date },
  ): Promise<boolean> {
    const [row] = await tx
      .select({ id: forumTopics.id })
      .from(forumTopics)
      .where(
        and(
          eq(forumTopics.tenantId, input.tenantId),
          eq(forumTopics.userId, input.userId),
          gt(forumTopics.createdAt, new Date(input.now.getTime() - duplicateTitleWindowMs)),
          eq(forumTopics.title, input.title),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /**
   * The topic whose first post is this comment (what a retry of a topic's start asks for), or
   * undefined when the comment is something else: a reply, or a later post of a topic.
   */
  async function startedBy(tx: Transaction, tenantId: string, commentId: number): Promise<number | undefined> {
    const earlier = alias(comments, 'earlier');
    const [row] = await tx
      .select({ id: forumTopics.id })
      .from(comments)
      .innerJoin(forumTopics, and(eq(forumTopics.tenantId, comments.tenantId), eq(forumTopics.id, comments.resourceId)))
      .leftJoin(
        earlier,
        and(
          eq(earlier.tenantId, comments.tenantId),
          eq(earlier.resourceType, 'forum'),
          eq(earlier.resourceId, comments.resourceId),
          lt(earlier.id, comments.id),
        ),
      )
      .where(
        and(
          eq(comments.tenantId, tenantId),
          eq(comments.id, commentId),
          eq(comments.resourceType, 'forum'),
          isNull(comments.parentId),
          isNull(earlier.id),
        ),
      )
      .limit(1);
    return row?.id;
  }

  /**
   * A new topic, its latest activity its own time until its first post lands (the trigger of
   * decision 0018 then keeps `comments_count` and `last_comment_at`).
   */
  async function insert(tx: Transaction, input: { tenantId: string; userId: number; title: string }): Promise<number> {
    const [row] = await tx
      .insert(forumTopics)
      .values({ tenantId: input.tenantId, userId: input.userId, title: input.title, lastCommentAt: sql`now()` })
      .returning({ id: forumTopics.id });
    if (row === undefined) throw new Error('forum topic insert returned nothing');
    return row.id;
  }

  /** Pins, unpins, closes or reopens a topic; false when the tenant has no such topic. */
  async function updateFlags(
    tx: Transaction,
    tenantId: string,
    id: number,
    flags: { pinned?: boolean; closed?: boolean },
  ): Promise<boolean> {
    const [row] = await tx
      .update(forumTopics)
      .set(flags)
      .where(and(eq(forumTopics.tenantId, tenantId), eq(forumTopics.id, id)))
      .returning({ id: forumTopics.id });
    return row !== undefined;
  }

  /** The ids of the topic's comments, every status: what goes with it. */
  async function commentIds(tx: Transaction, tenantId: string, id: number): Promise<number[]> {
    const rows = await tx
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.tenantId, tenantId), eq(comments.resourceType, 'forum'), eq(comments.resourceId, id)));
    return rows.map((row) => row.id);
  }

  /**
   * Deletes the topic with everything that points at it as a resource. Those rows have no foreign key
   * to the topic (a resource is a type and an id), so they are deleted here; their likes, reports and
   * notifications go with the comments (cascades). False when the tenant has no such topic.
   */
  async function remove(tx: Transaction, tenantId: string, id: number): Promise<boolean> {
    const isTopic = <T extends typeof comments | typeof resourceStats | typeof resourceClaps | typeof resourceVisits>(
      table: T,
    ) => and(eq(table.tenantId, tenantId), eq(table.resourceType, 'forum'), eq(table.resourceId, id));
    await tx.delete(comments).where(isTopic(comments));
    await tx.delete(resourceStats).where(isTopic(resourceStats));
    await tx.delete(resourceClaps).where(isTopic(resourceClaps));
    await tx.delete(resourceVisits).where(isTopic(resourceVisits));
    const [row] = await tx
      .delete(forumTopics)
      .where(and(eq(forumTopics.tenantId, tenantId), eq(forumTopics.id, id)))
      .returning({ id: forumTopics.id });
    return row !== undefined;
  }

  /** Locks the topic row for a change (moderation and deletion of one topic run one after the other). */
  async function lock(tx: Transaction, tenantId: string, id: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: forumTopics.id })
      .from(forumTopics)
      .where(and(eq(forumTopics.tenantId, tenantId), eq(forumTopics.id, id)))
      .for('update')
      .limit(1);
    return row !== undefined;
  }

  return {
    /** FRM-01: a page of the list, pinned topics first, then by latest activity. */
    async page(tenantId: string, offset: number, limit: number): Promise<ForumTopicRecord[]> {
      return topics(db, tenantId)
        .orderBy(sql`${forumTopics.pinned} desc nulls last`, ...latestActivityFirst)
        .limit(limit)
        .offset(offset);
    },

    /** FRM-02: a page of the sidebar, latest activity first. */
    async latestActivity(tenantId: string, offset: number, limit: number): Promise<ForumTopicRecord[]> {
      return topics(db, tenantId)
        .orderBy(...latestActivityFirst)
        .limit(limit)
        .offset(offset);
    },

    async count(tenantId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(forumTopics)
        .where(eq(forumTopics.tenantId, tenantId));
      return Number(row?.count ?? 0);
    },

    async byId(tenantId: string, id: number, executor: Database | Transaction = db): Promise<ForumTopicRecord | null> {
      const [row] = await topics(executor, tenantId, eq(forumTopics.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * FRM-01: a fan's new topic and its first post, a comment of the topic written by the comments' code
     * (comment-writes.ts): the same retry key, posting limit (counted over the fan's comments, so starting
     * topics and commenting share it) and double-post window, here for the title. The trigger of
     * decision 0018 sets the topic's `comments_count` and `last_comment_at` from the post. A retry
     * answers the topic it made (`created` false); `clientKeyUsed` is a key of some other post.
     */
    async start(input: {
      tenantId: string;
      userId: number;
      title: string;
      content: string;
      clientKey: string | undefined;
      /** The posting limit (decision 0016); null: none. */
      perMinute: number | null;
    }): Promise<{ topicId: number; created: boolean } | Refused<'tooFast' | 'double' | 'clientKeyUsed'>> {
      const { tenantId, userId, title, clientKey } = input;
      return writeOrRefuse(db, async (tx, refuse: (reason: 'tooFast' | 'double' | 'clientKeyUsed') => never) => {
        /** The topic a retry asks for: the one whose first post carries its key. */
        async function topicOfRetry(commentId: number): Promise<number> {
          return (await startedBy(tx, tenantId, commentId)) ?? refuse('clientKeyUsed');
        }

        const retried = await admitPost(tx, {
          tenantId,
          userId,
          clientKey,
          perMinute: input.perMinute,
          isDouble: (now) => startedSameTitle(tx, { tenantId, userId, title, now }),
          refuse: { tooFast: () => refuse('tooFast'), double: () => refuse('double') },
        });
        if (retried !== undefined) return { topicId: await topicOfRetry(retried), created: false };
        const topicId = await insert(tx, { tenantId, userId, title });
        const post = await insertComment(tx, {
          tenantId,
          resourceType: 'forum',
          resourceId: topicId,
          userId,
          parentId: null,
          content: input.content,
          clientKey: clientKey ?? null,
        });
        if (post.created) return { topicId, created: true };
        // A request with the same key committed its topic meanwhile: this one's goes, that one answers.
        await remove(tx, tenantId, topicId);
        return { topicId: await topicOfRetry(post.id), created: false };
      });
    },

    /** Pins, unpins, closes or reopens a topic; false when the tenant has no such topic. */
    async setFlags(tenantId: string, id: number, flags: { pinned?: boolean; closed?: boolean }): Promise<boolean> {
      return db.transaction((tx) => updateFlags(tx, tenantId, id, flags));
    },

    /**
     * Deletes a topic and everything on it, in one transaction: its comments (with their likes, reports
     * and notifications), its claps and visits. Locked first: of two deletes at once, the second finds
     * nothing once the first committed. Answers the notification pushes to send after the commit.
     */
    async delete(tenantId: string, id: number): Promise<{ pushes: NotificationPush[] } | Refused<'unknownTopic'>> {
      return writeOrRefuse(db, async (tx, refuse: (reason: 'unknownTopic') => never) => {
        if (!(await lock(tx, tenantId, id))) return refuse('unknownTopic');
        const pushes = await notifier.onCommentsRemoved(tx, {
          tenantId,
          commentIds: await commentIds(tx, tenantId, id),
        });
        await remove(tx, tenantId, id);
        return { pushes };
      });
    },
  };
}

export type ForumRepository = ReturnType<typeof createForumRepository>;
