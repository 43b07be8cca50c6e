import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  fixtureEvents,
  fixtures,
  matchEvents,
  matchSimulations,
  matchStatistics,
  players,
  type FixtureEventType,
} from '../schema';
import { fixtureStatusOf, matchPlanSchema, type MatchPlan, type PlanFrame, type PlannedEvent } from './match-plan';

/** The simulation of one match without its plan (what a tick needs to decide whether to act). */
export interface SimulationRow {
  fixtureId: number;
  frameCount: number;
  step: number;
  speed: number;
  nextStepAt: Date;
  leaseOwner: string | null;
  leaseExpiresAt: Date | null;
  finishedAt: Date | null;
}

const simulationColumns = {
  fixtureId: matchSimulations.fixtureId,
  frameCount: matchSimulations.frameCount,
  step: matchSimulations.step,
  speed: matchSimulations.speed,
  nextStepAt: matchSimulations.nextStepAt,
  leaseOwner: matchSimulations.leaseOwner,
  leaseExpiresAt: matchSimulations.leaseExpiresAt,
  finishedAt: matchSimulations.finishedAt,
};

interface ApplyFramesInput {
  fixtureId: number;
  owner: string;
  /** The step the simulation must still be at (compare-and-set: another writer makes this a no-op). */
  fromStep: number;
  /** Frames fromStep+1 … toStep, in order. */
  frames: readonly PlanFrame[];
  toStep: number;
  nextStepAt: Date;
  leaseExpiresAt: Date;
  now: Date;
  /** Goal number (1, 2, … in the match) of each goal event by sequence, for fixture_events ids. */
  goalNumbers: ReadonlyMap<number, number>;
}

const fixtureEventType: Record<'goal' | 'penalty' | 'own_goal', FixtureEventType> = {
  goal: 'goal',
  penalty: 'penalty',
  own_goal: 'own-goal',
};
function isGoalEvent(event: PlannedEvent): event is PlannedEvent & { type: 'goal' | 'penalty' | 'own_goal' } {
  return event.type === 'goal' || event.type === 'penalty' || event.type === 'own_goal';
}

/**
 * The ids of `fixture_events` (the goal list the match centre and the scorers read) follow the demo
 * seed's scheme: fixture id × 100 + goal number. A simulated fixture was never seeded as played, so its
 * range is free; a replayed goal gets the same id and is skipped.
 */
export function fixtureGoalId(fixtureId: number, goalNumber: number): number {
  const id = fixtureId * 100 + goalNumber;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647 || goalNumber < 1 || goalNumber > 99) {
    throw new Error(`No goal id for fixture ${fixtureId}, goal ${goalNumber}`);
  }
  return id;
}

/**
 * The simulator's own state (match_simulations) and what applying a minute writes: events, the
 * fixture, statistics, the goal list. Football data: league-wide, no tenant.
 */
export function createSimulationsRepository(db: Database) {
  return {
    /**
     * Stores a drawn match; the caller holds the lease from the start. Returns false when another
     * process stored one first (its plan is the same: the seed is the fixture's).
     */
    async createSimulation(input: {
      fixtureId: number;
      plan: MatchPlan;
      speed: number;
      startAt: Date;
      owner: string;
      leaseExpiresAt: Date;
      now: Date;
    }): Promise<boolean> {
      const inserted = await db
        .insert(matchSimulations)
        .values({
          fixtureId: input.fixtureId,
          plan: input.plan,
          frameCount: input.plan.frames.length,
          step: -1,
          speed: input.speed,
          nextStepAt: input.startAt,
          leaseOwner: input.owner,
          leaseExpiresAt: input.leaseExpiresAt,
          startedAt: input.startAt,
          updatedAt: input.now,
        })
        .onConflictDoNothing()
        .returning({ fixtureId: matchSimulations.fixtureId });
      return inserted.length > 0;
    },

    async simulation(fixtureId: number): Promise<SimulationRow | undefined> {
      const [row] = await db
        .select(simulationColumns)
        .from(matchSimulations)
        .where(eq(matchSimulations.fixtureId, fixtureId))
        .limit(1);
      return row;
    },

    async unfinishedSimulations(): Promise<SimulationRow[]> {
      return db
        .select(simulationColumns)
        .from(matchSimulations)
        .where(isNull(matchSimulations.finishedAt))
        .orderBy(asc(matchSimulations.nextStepAt), asc(matchSimulations.fixtureId));
    },

    /** The stored plan, validated: it is read back from the database. */
    async plan(fixtureId: number): Promise<MatchPlan> {
      const [row] = await db
        .select({ plan: matchSimulations.plan })
        .from(matchSimulations)
        .where(eq(matchSimulations.fixtureId, fixtureId))
        .limit(1);
      const parsed = matchPlanSchema.safeParse(row?.plan);
      if (!parsed.success) throw new Error(`The stored plan of fixture ${fixtureId} is missing or invalid`);
      return parsed.data;
    },

    /**
     * Takes (or renews) the lease of an unfinished simulation: free, expired, or already ours; `force`
     * takes it from another holder (the operator's finish). Returns the fresh row, or undefined.
     */
    async takeLease(
      fixtureId: number,
      owner: string,
      now: Date,
      until: Date,
      options: { force?: boolean } = {},
    ): Promise<SimulationRow | undefined> {
      const [row] = await db
        .update(matchSimulations)
        .set({ leaseOwner: owner, leaseExpiresAt: until })
        .where(
          and(
            eq(matchSimulations.fixtureId, fixtureId),
            isNull(matchSimulations.finishedAt),
            options.force
              ? undefined
              : or(
                  isNull(matchSimulations.leaseOwner),
                  eq(matchSimulations.leaseOwner, owner),
                  lte(matchSimulations.leaseExpiresAt, now),
                ),
          ),
        )
        .returning(simulationColumns);
      return row;
    },

    /** Gives up this process's leases (shutdown), so another process continues at once. */
    async releaseLeases(owner: string): Promise<void> {
      await db
        .update(matchSimulations)
        .set({ leaseOwner: null, leaseExpiresAt: null })
        .where(eq(matchSimulations.leaseOwner, owner));
    },

    /** The operator's speed for a match that already runs; the next minute comes at the new pace. */
    async setSpeed(fixtureId: number, speed: number, nextStepAt: Date): Promise<void> {
      await db
        .update(matchSimulations)
        .set({ speed, nextStepAt })
        .where(and(eq(matchSimulations.fixtureId, fixtureId), isNull(matchSimulations.finishedAt)));
    },

    /**
     * Applies frames fromStep+1 … toStep in one transaction: the events (skipped when already stored),
     * the goals into the match centre's goal list, the fixture's status, minute and score, the
     * statistics, and, with the full-time frame, the end of the simulation. Nothing is written unless
     * this process holds the lease and the simulation is still at `fromStep`. `matchFinished` is true
     * only for the one transaction that finished the match (it sets `match_finished_emitted_at`).
     */
    async applyFrames(input: ApplyFramesInput): Promise<{ applied: boolean; matchFinished: boolean }> {
      const last = input.frames[input.frames.length - 1];
      if (!last) return { applied: false, matchFinished: false };
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(matchSimulations)
          .set({
            step: input.toStep,
            nextStepAt: input.nextStepAt,
            minute: last.minute,
            stoppageMinute: last.stoppageMinute,
            leaseExpiresAt: input.leaseExpiresAt,
            updatedAt: input.now,
          })
          .where(
            and(
              eq(matchSimulations.fixtureId, input.fixtureId),
              eq(matchSimulations.step, input.fromStep),
              eq(matchSimulations.leaseOwner, input.owner),
              isNull(matchSimulations.finishedAt),
            ),
          )
          .returning({ fixtureId: matchSimulations.fixtureId });
        if (claimed.length === 0) return { applied: false, matchFinished: false };

        const events = input.frames.flatMap((frame) => frame.events);
        if (events.length > 0) {
          await tx
            .insert(matchEvents)
            .values(
              events.map((event) => ({
                fixtureId: input.fixtureId,
                sequence: event.sequence,
                minute: event.minute,
                stoppageMinute: event.stoppageMinute,
                type: event.type,
                side: event.side,
                teamId: event.teamId,
                playerId: event.playerId,
                secondPlayerId: event.secondPlayerId,
                homeScore: event.homeScore,
                awayScore: event.awayScore,
                createdAt: input.now,
              })),
            )
            .onConflictDoNothing();
        }
        const goals = events.filter(isGoalEvent);
        if (goals.length > 0) {
          await tx
            .insert(fixtureEvents)
            .values(
              goals.map((goal) => ({
                id: fixtureGoalId(input.fixtureId, input.goalNumbers.get(goal.sequence) ?? 0),
                fixtureId: input.fixtureId,
                type: fixtureEventType[goal.type],
                minute: goal.minute,
                extraMinute: goal.stoppageMinute,
                teamId: goal.teamId,
                playerId: goal.playerId,
                homeScore: goal.homeScore,
                awayScore: goal.awayScore,
              })),
            )
            .onConflictDoNothing();
        }
        await tx
          .update(fixtures)
          .set({
            status: fixtureStatusOf(last.phase),
            minute: last.minute,
            homeScore: last.homeScore,
            awayScore: last.awayScore,
            updatedAt: input.now,
          })
          .where(eq(fixtures.id, input.fixtureId));
        const statistics = {
          homePossession: last.statistics.home.possession,
          awayPossession: last.statistics.away.possession,
          homeShots: last.statistics.home.shots,
          awayShots: last.statistics.away.shots,
          homeShotsOnTarget: last.statistics.home.shotsOnTarget,
          awayShotsOnTarget: last.statistics.away.shotsOnTarget,
          homeCorners: last.statistics.home.corners,
          awayCorners: last.statistics.away.corners,
          homeFouls: last.statistics.home.fouls,
          awayFouls: last.statistics.away.fouls,
          updatedAt: input.now,
        };
        await tx
          .insert(matchStatistics)
          .values({ fixtureId: input.fixtureId, ...statistics })
          .onConflictDoUpdate({ target: matchStatistics.fixtureId, set: statistics });

        if (last.phase !== 'full-time') return { applied: true, matchFinished: false };
        const finished = await tx
          .update(matchSimulations)
          .set({ finishedAt: input.now, matchFinishedEmittedAt: input.now, leaseOwner: null, leaseExpiresAt: null })
          .where(and(eq(matchSimulations.fixtureId, input.fixtureId), isNull(matchSimulations.matchFinishedEmittedAt)))
          .returning({ fixtureId: matchSimulations.fixtureId });
        return { applied: true, matchFinished: finished.length > 0 };
      });
    },

    /** Short names of players, for the events sent to clients. */
    async playerNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: players.id, name: players.commonName })
        .from(players)
        .where(inArray(players.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}

export type SimulationsRepository = ReturnType<typeof createSimulationsRepository>;
