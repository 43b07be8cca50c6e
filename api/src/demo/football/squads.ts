import type { Rng } from '../prng';
import { NAME_POOLS } from './names';

export type Position = 'Goalkeeper' | 'Defender' | 'Midfielder' | 'Attacker';

export interface GeneratedPlayer {
  id: number;
  teamId: number;
  firstName: string;
  lastName: string;
  /** Short form used on scoreboards and in the spec's squad list ("D. de Jong"). */
  commonName: string;
  /** Full name as written in articles. */
  displayName: string;
  nationality: string;
  position: Position;
  shirtNumber: number;
  /** `YYYY-MM-DD`. */
  dateOfBirth: string;
  /** In the manager's first eleven: starters play more and so score more. */
  starter: boolean;
  /** Relative chance of scoring one of the team's goals. */
  scoringWeight: number;
}

/** 22 players a squad: 3 keepers, 7 defenders, 7 midfielders, 5 attackers. */
const SQUAD_SHAPE: readonly [Position, number, number][] = [
  // position, squad size, starters (a 4-3-3)
  ['Goalkeeper', 3, 1],
  ['Defender', 7, 4],
  ['Midfielder', 7, 3],
  ['Attacker', 5, 3],
];

/** The numbers the starters wear, by position, in a 4-3-3. */
const STARTER_NUMBERS: Record<Position, number[]> = {
  Goalkeeper: [1],
  Defender: [2, 3, 4, 5],
  Midfielder: [6, 8, 10],
  Attacker: [7, 9, 11],
};

const POSITION_SCORING: Record<Position, number> = { Goalkeeper: 0.01, Defender: 1.2, Midfielder: 4, Attacker: 10 };

function initials(firstName: string): string {
  return `${firstName.charAt(0)}.`;
}

/**
 * A squad for one team; player ids are `teamId * 100 + n`, stable for a given team id. `usedNames` is
 * shared across the league so no two players have the same full name (reports would confuse them).
 */
export function generateSquad(
  rng: Rng,
  teamId: number,
  referenceYear: number,
  usedNames = new Set<string>(),
): GeneratedPlayer[] {
  const players: GeneratedPlayer[] = [];
  const spareNumbers = rng.shuffle(Array.from({ length: 34 }, (_, i) => i + 12));
  let n = 1;
  for (const [position, size, starters] of SQUAD_SHAPE) {
    for (let k = 0; k < size; k++) {
      const pool = rng.weighted(NAME_POOLS, (p) => p.weight);
      let firstName = rng.pick(pool.firstNames);
      let lastName = rng.pick(pool.lastNames);
      while (usedNames.has(`${firstName} ${lastName}`)) {
        firstName = rng.pick(pool.firstNames);
        lastName = rng.pick(pool.lastNames);
      }
      usedNames.add(`${firstName} ${lastName}`);
      const singleName = pool.singleNameShare !== undefined && rng.chance(pool.singleNameShare);
      const starter = k < starters;
      const age = starter ? rng.int(20, 33) : rng.int(17, 34);
      const month = rng.int(1, 12);
      const day = rng.int(1, 28);
      const shirtNumber = starter
        ? (STARTER_NUMBERS[position][k] ?? spareNumbers.pop() ?? 99)
        : (spareNumbers.pop() ?? 99);
      players.push({
        id: teamId * 100 + n++,
        teamId,
        firstName,
        lastName,
        commonName: singleName ? firstName : `${initials(firstName)} ${lastName}`,
        displayName: singleName ? firstName : `${firstName} ${lastName}`,
        nationality: pool.nationality,
        position,
        shirtNumber,
        dateOfBirth: `${referenceYear - age}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
        starter,
        // Log-normal spread gives each team one or two clear goal scorers, as real top-scorer lists show.
        scoringWeight: POSITION_SCORING[position] * (starter ? 1 : 0.3) * Math.exp(rng.normal(0, 0.45)),
      });
    }
  }
  return players;
}
