import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { Rng } from '../../../demo/prng';
import { players, teams } from '../schema';
import { positionCode, type PositionCode } from '../teams/team-view';
import { formationNames, slotPositions, type FormationName } from './formations';
import { userFormationPlayers, userFormations } from './schema';

/** The share of the demo fans who saved a line-up for a given club. */
const LINEUP_CHANCE = 0.8;
/** How popular each formation is before a club's own taste (the 4-3-3 of Dutch football first). */
const FORMATION_TASTE: Record<FormationName, number> = {
  '4_3_3': 5,
  '4_4_2': 3,
  '4_2_3_1': 4,
  '3_5_2': 1.5,
  '3_4_3': 1.5,
  '5_3_2': 1,
  '4_1_4_1': 1.5,
  '5_4_1': 0.6,
};
/** Line-ups saved within the last two weeks. */
const SAVED_WITHIN_MINUTES = 14 * 24 * 60;
const CHUNK = 500;

interface DemoSquadPlayer {
  id: number;
  teamId: number;
  position: PositionCode;
  popularity: number;
}

/** `count` players drawn by popularity, none twice. */
function drawPlayers(rng: Rng, candidates: readonly DemoSquadPlayer[], count: number): DemoSquadPlayer[] {
  const left = [...candidates];
  const drawn: DemoSquadPlayer[] = [];
  while (drawn.length < count && left.length > 0) {
    const pick = rng.weighted(left, (player) => player.popularity);
    drawn.push(pick);
    left.splice(left.indexOf(pick), 1);
  }
  return drawn;
}

/**
 * Demo line-ups (MC-10) so the line-up widget of every club of the demo league shows real figures on a
 * fresh start: most of the tenant's demo fans saved one line-up per club, a formation after the club's
 * taste and an eleven from its squad, regulars (the starters' shirt numbers 1–11) more often than the
 * rest. Deterministic (one seed per tenant, club and fan) and idempotent (nothing happens when the tenant
 * has any line-up). Call it from the demo seed: `await seedDemoFormations(tx, {...})`.
 */
export async function seedDemoFormations(
  db: Database,
  options: { tenantId: string; userIds: readonly number[]; leagueId: number; now: Date },
): Promise<void> {
  const { tenantId, userIds, leagueId, now } = options;
  if (userIds.length === 0) return;
  const [existing] = await db
    .select({ id: userFormations.id })
    .from(userFormations)
    .where(eq(userFormations.tenantId, tenantId))
    .limit(1);
  if (existing) return;

  const clubs = await db
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.leagueId, leagueId))
    .orderBy(asc(teams.id));
  if (clubs.length === 0) return;
  const squads = await db
    .select({ id: players.id, teamId: players.teamId, position: players.position, shirtNumber: players.shirtNumber })
    .from(players)
    .where(
      inArray(
        players.teamId,
        clubs.map((club) => club.id),
      ),
    )
    .orderBy(asc(players.id));
  const squadPlayers: DemoSquadPlayer[] = squads.map((player) => {
    const regular = player.shirtNumber !== null && player.shirtNumber <= 11;
    return {
      id: player.id,
      teamId: player.teamId,
      position: positionCode[player.position],
      popularity: (regular ? 4 : 1) * Math.exp(new Rng(`lineup-popularity:${player.id}`).normal(0, 0.4)),
    };
  });

  const lineups: { row: typeof userFormations.$inferInsert; playerIds: number[] }[] = [];
  for (const club of clubs) {
    const squad = squadPlayers.filter((player) => player.teamId === club.id);
    const tasteRng = new Rng(`lineup-taste:${club.id}`);
    const taste = new Map(
      formationNames.map((name) => [name, FORMATION_TASTE[name] * Math.exp(tasteRng.normal(0, 0.5))]),
    );
    userIds.forEach((userId, index) => {
      const rng = new Rng(`demo-lineup:${tenantId}:${club.id}:${index}`);
      if (!rng.chance(LINEUP_CHANCE)) return;
      const formation = rng.weighted(formationNames, (name) => taste.get(name) ?? 1);
      const wanted = slotPositions(formation);
      const playerIds: number[] = [];
      for (const position of ['GK', 'DEF', 'MF', 'ST'] as const) {
        const needed = wanted.filter((slot) => slot === position).length;
        const drawn = drawPlayers(
          rng,
          squad.filter((player) => player.position === position),
          needed,
        );
        playerIds.push(...drawn.map((player) => player.id));
      }
      // A squad too small for the formation (a real provider's data): no line-up rather than a wrong one.
      if (playerIds.length !== wanted.length) return;
      const updatedAt = new Date(now.getTime() - rng.int(1, SAVED_WITHIN_MINUTES) * 60_000);
      lineups.push({ row: { tenantId, userId, teamId: club.id, formation, updatedAt }, playerIds });
    });
  }

  for (let i = 0; i < lineups.length; i += CHUNK) {
    const chunk = lineups.slice(i, i + CHUNK);
    const saved = await db
      .insert(userFormations)
      .values(chunk.map((lineup) => lineup.row))
      .returning({ id: userFormations.id, userId: userFormations.userId, teamId: userFormations.teamId });
    const idOf = new Map(saved.map((row) => [`${row.userId}:${row.teamId}`, row.id]));
    const rows = chunk.flatMap((lineup) => {
      const formationId = idOf.get(`${lineup.row.userId}:${lineup.row.teamId}`);
      if (formationId === undefined) return [];
      return lineup.playerIds.map((playerId, slot) => ({ tenantId, formationId, playerId, slot }));
    });
    for (let j = 0; j < rows.length; j += CHUNK) await db.insert(userFormationPlayers).values(rows.slice(j, j + CHUNK));
  }
}
