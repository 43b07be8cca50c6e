import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { Rng } from '../../../demo/prng';
import { fixtures, leagues } from '../schema';
import { playersWhoPlayed } from './players-who-played';
import { momBallots, momVotes } from './schema';

/** How many of the latest played rounds get demo votes: enough for averages and a season list. */
export const DEMO_VOTED_ROUNDS = 4;
/** The share of the demo fans who vote in a given match. */
const VOTE_CHANCE = 0.7;
const CHUNK = 500;

/**
 * Demo votes (MC-05, MC-06) for the latest played rounds of the demo league, so the match page's
 * results, the player page's averages and the season's list show something on a fresh start.
 * Deterministic (one seed per tenant, match and fan) and idempotent (nothing happens when the tenant
 * has any vote). Each fan rates 3 to 6 players of one side among those who played (for the seeded
 * results, the line-ups the match page derives; decision 0013), around a per-player "form" so some
 * players stand out.
 * Call it from the demo seed with the tenant's demo fans: `await seedDemoMomVotes(tx, {...})`.
 */
export async function seedDemoMomVotes(
  db: Database,
  options: { tenantId: string; userIds: readonly number[]; leagueId: number; now: Date },
): Promise<void> {
  const { tenantId, userIds, leagueId, now } = options;
  if (userIds.length === 0) return;
  const [existing] = await db
    .select({ userId: momBallots.userId })
    .from(momBallots)
    .where(eq(momBallots.tenantId, tenantId))
    .limit(1);
  if (existing) return;

  const [league] = await db.select({ season: leagues.season }).from(leagues).where(eq(leagues.id, leagueId)).limit(1);
  if (!league) return;
  const finished = await db
    .select({
      id: fixtures.id,
      round: fixtures.round,
      home: fixtures.homeTeamId,
      away: fixtures.awayTeamId,
      kickoffAt: fixtures.kickoffAt,
    })
    .from(fixtures)
    .where(
      and(
        eq(fixtures.leagueId, leagueId),
        eq(fixtures.season, league.season),
        eq(fixtures.status, 'finished'),
        lte(fixtures.kickoffAt, now),
      ),
    )
    .orderBy(desc(fixtures.round), asc(fixtures.id));
  const rounds = [...new Set(finished.map((f) => f.round))].slice(0, DEMO_VOTED_ROUNDS);
  const matches = finished.filter((f) => rounds.includes(f.round));
  if (matches.length === 0) return;

  const form = (playerId: number) => new Rng(`mom-form:${playerId}`).normal(3.4, 0.6);

  const ballots: (typeof momBallots.$inferInsert)[] = [];
  const grades: (typeof momVotes.$inferInsert)[] = [];
  for (const match of matches) {
    const whoPlayed = await playersWhoPlayed(db, {
      id: match.id,
      status: 'finished',
      home: { id: match.home, name: '' },
      away: { id: match.away },
    });
    userIds.forEach((userId, index) => {
      const rng = new Rng(`mom-vote:${tenantId}:${match.id}:${index}`);
      if (!rng.chance(VOTE_CHANCE)) return;
      const side = index % 2 === 0 ? 'home' : 'away';
      const teamId = match[side];
      const candidates = whoPlayed[side];
      if (candidates.length === 0) return;
      // Cast inside the window: between the second half and a day after full time, never in the future.
      const castAt = match.kickoffAt.getTime() + rng.int(60, 24 * 60) * 60_000;
      const createdAt = new Date(Math.min(castAt, now.getTime()));
      ballots.push({ tenantId, fixtureId: match.id, userId, teamId, createdAt });
      for (const playerId of rng.sample(candidates, Math.min(candidates.length, rng.int(3, 6)))) {
        const grade = Math.min(5, Math.max(1, Math.round(rng.normal(form(playerId), 0.8))));
        grades.push({ tenantId, fixtureId: match.id, userId, playerId, grade, createdAt, updatedAt: createdAt });
      }
    });
  }
  for (let i = 0; i < ballots.length; i += CHUNK) await db.insert(momBallots).values(ballots.slice(i, i + CHUNK));
  for (let i = 0; i < grades.length; i += CHUNK) await db.insert(momVotes).values(grades.slice(i, i + CHUNK));
}
