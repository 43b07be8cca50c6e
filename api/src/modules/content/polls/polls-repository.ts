import { and, asc, count, desc, eq, gt, ilike, like, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { pollAnswers, polls, pollVotes } from '../schema';
import type { Voter } from './poll-requests';
import type { PollRecord } from './poll-view';

/** A poll as the newsroom's picker lists it: no answers, no voter. */
interface PollSummaryRecord {
  id: number;
  question: string;
  isClosed: boolean;
  totalVoting: number;
  createdAt: Date;
}

/** Why a vote was not counted; `voted` when it was. */
type VoteOutcome = 'voted' | 'unknown-poll' | 'closed' | 'other-answer' | 'already-voted' | 'address-limit';

/**
 * The `voter_key` of a vote: `user:{id}`, or `guest:{address key}:{visitor id}` (decision 0048). The
 * guest's key carries the address so the per-address limit is one prefix query, with no new column; the
 * visitor id (hex) is last, so "did this browser vote" is one suffix match whatever address it voted from.
 */
function voterKeyOf(voter: Voter): string {
  return voter.kind === 'user' ? `user:${voter.userId}` : `guest:${voter.addressKey}:${voter.visitorId}`;
}

/** The votes of this voter: a user's one key, or a guest browser's votes from any address. */
function sameVoter(voter: Voter): SQL {
  return voter.kind === 'user'
    ? eq(pollVotes.voterKey, voterKeyOf(voter))
    : like(pollVotes.voterKey, `guest:%:${voter.visitorId}`);
}

/**
 * The tenant's polls (POL-01). Every read and write takes the tenant and filters on it, so another
 * tenant's poll is never found, shown, voted on or changed.
 */
export function createPollsRepository(db: Database) {
  async function byId(
    executor: Database | Transaction,
    tenantId: string,
    id: number,
    voter: Voter | null,
  ): Promise<PollRecord | null> {
    const [poll] = await executor
      .select({ id: polls.id, question: polls.question, isClosed: polls.isClosed, totalVoting: polls.totalVoting })
      .from(polls)
      .where(and(eq(polls.tenantId, tenantId), eq(polls.id, id)))
      .limit(1);
    if (poll === undefined) return null;
    const [answers, vote] = await Promise.all([
      executor
        .select({ id: pollAnswers.id, text: pollAnswers.text, answerVoting: pollAnswers.answerVoting })
        .from(pollAnswers)
        .where(and(eq(pollAnswers.tenantId, tenantId), eq(pollAnswers.pollId, id)))
        .orderBy(asc(pollAnswers.position), asc(pollAnswers.id)),
      voter === null
        ? Promise.resolve([])
        : executor
            .select({ answerId: pollVotes.answerId })
            .from(pollVotes)
            .where(and(eq(pollVotes.tenantId, tenantId), eq(pollVotes.pollId, id), sameVoter(voter)))
            .limit(1),
    ]);
    return { ...poll, answers, myAnswer: vote[0]?.answerId ?? null };
  }

  return {
    /**
     * A page of the tenant's polls, newest first (the newsroom's poll picker), with how many there are;
     * `text`: only those whose question holds it (any case, `%` and `_` taken literally).
     */
    async page(
      tenantId: string,
      options: { text?: string; offset: number; limit: number },
    ): Promise<{ rows: PollSummaryRecord[]; total: number }> {
      const text = options.text?.trim();
      const where = and(
        eq(polls.tenantId, tenantId),
        text ? ilike(polls.question, `%${text.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: polls.id,
            question: polls.question,
            isClosed: polls.isClosed,
            totalVoting: polls.totalVoting,
            createdAt: polls.createdAt,
          })
          .from(polls)
          .where(where)
          .orderBy(desc(polls.createdAt), desc(polls.id))
          .offset(options.offset)
          .limit(options.limit),
        db.select({ total: count() }).from(polls).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** The poll with its answers in order, and `voter`'s answer when given. */
    byId(tenantId: string, id: number, voter: Voter | null = null): Promise<PollRecord | null> {
      return byId(db, tenantId, id, voter);
    },

    /** A new open poll with its answers in the given order; answers the poll's id. */
    async create(input: {
      tenantId: string;
      question: string;
      answers: readonly string[];
      createdByUserId: number | null;
    }): Promise<number> {
      return db.transaction(async (tx) => {
        const [poll] = await tx
          .insert(polls)
          .values({ tenantId: input.tenantId, question: input.question, createdByUserId: input.createdByUserId })
          .returning({ id: polls.id });
        if (poll === undefined) throw new Error('The poll was not stored');
        await tx
          .insert(pollAnswers)
          .values(
            input.answers.map((text, position) => ({ tenantId: input.tenantId, pollId: poll.id, text, position })),
          );
        return poll.id;
      });
    },

    /** Opens or closes a poll; false when the tenant has no such poll. */
    async setClosed(tenantId: string, id: number, isClosed: boolean): Promise<boolean> {
      const rows = await db
        .update(polls)
        .set({ isClosed })
        .where(and(eq(polls.tenantId, tenantId), eq(polls.id, id)))
        .returning({ id: polls.id });
      return rows.length > 0;
    },

    /**
     * One vote of `voterKey` for `answerId`, counted in the same transaction as it is stored: the poll's
     * row is locked first, so votes on one poll (and a close) take turns, and the primary key of
     * `poll_votes` (poll, voter) lets a voter in once however many requests race.
     */
    async vote(input: {
      tenantId: string;
      pollId: number;
      answerId: number;
      voter: Voter;
      /** SEC-04: a guest's vote is refused once its address has this many in the poll in the last day. */
      guestVotesPerAddressPerDay: number;
    }): Promise<VoteOutcome> {
      const { tenantId, pollId, answerId, voter } = input;
      const voterKey = voterKeyOf(voter);
      return db.transaction(async (tx): Promise<VoteOutcome> => {
        const [poll] = await tx
          .select({ isClosed: polls.isClosed })
          .from(polls)
          .where(and(eq(polls.tenantId, tenantId), eq(polls.id, pollId)))
          .for('update');
        if (poll === undefined) return 'unknown-poll';
        if (poll.isClosed) return 'closed';
        const [answer] = await tx
          .select({ id: pollAnswers.id })
          .from(pollAnswers)
          .where(and(eq(pollAnswers.tenantId, tenantId), eq(pollAnswers.pollId, pollId), eq(pollAnswers.id, answerId)))
          .limit(1);
        if (answer === undefined) return 'other-answer';
        // Under the poll's lock, so racing votes cannot both see room under the limits.
        const [earlier] = await tx
          .select({ answerId: pollVotes.answerId })
          .from(pollVotes)
          .where(and(eq(pollVotes.tenantId, tenantId), eq(pollVotes.pollId, pollId), sameVoter(voter)))
          .limit(1);
        if (earlier !== undefined) return 'already-voted';
        if (voter.kind === 'guest') {
          const [fromAddress] = await tx
            .select({ votes: count() })
            .from(pollVotes)
            .where(
              and(
                eq(pollVotes.tenantId, tenantId),
                eq(pollVotes.pollId, pollId),
                like(pollVotes.voterKey, `guest:${voter.addressKey}:%`),
                gt(pollVotes.createdAt, sql`now() - interval '1 day'`),
              ),
            );
          if ((fromAddress?.votes ?? 0) >= input.guestVotesPerAddressPerDay) return 'address-limit';
        }
        const stored = await tx
          .insert(pollVotes)
          .values({ tenantId, pollId, voterKey, answerId })
          .onConflictDoNothing()
          .returning({ answerId: pollVotes.answerId });
        if (stored.length === 0) return 'already-voted';
        await tx
          .update(pollAnswers)
          .set({ answerVoting: sql`${pollAnswers.answerVoting} + 1` })
          .where(and(eq(pollAnswers.tenantId, tenantId), eq(pollAnswers.id, answerId)));
        await tx
          .update(polls)
          .set({ totalVoting: sql`${polls.totalVoting} + 1` })
          .where(and(eq(polls.tenantId, tenantId), eq(polls.id, pollId)));
        return 'voted';
      });
    },
  };
}

export type PollsRepository = ReturnType<typeof createPollsRepository>;
